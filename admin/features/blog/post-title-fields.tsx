import { useState } from 'react';
import { createBlogPostInputSchema } from '#contract/blog/schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { slugify } from '#kit/lib/slug';
import { TextField } from '#kit/ui/fields';
import { m } from '../../i18n/paraglide/messages';
import type { AdminPost, PostForm } from './post-form';

/** The title and the post's id (its address): a new post's id follows the title until it is typed by hand; an edit's is fixed. */
export function PostTitleFields({ form, post }: { form: PostForm; post: AdminPost | null }) {
  const [idTouched, setIdTouched] = useState(post !== null);
  const titleField = form.field('title');
  const idField = form.field('id');
  return (
    <>
      <TextField
        label={m['blog.editor.title']()}
        {...titleField}
        onChange={(event) => {
          if (!idTouched) form.setValue('id', slugify(event.target.value));
          void titleField.onChange(event);
        }}
        maxLength={maxLengthOf(createBlogPostInputSchema.shape.title)}
        autoComplete="off"
      />
      <TextField
        label={m['blog.editor.id']()}
        {...idField}
        onChange={(event) => {
          setIdTouched(true);
          event.target.value = event.target.value.toLowerCase();
          void idField.onChange(event);
        }}
        hint={post === null ? m['blog.editor.id-hint-new']({ id: form.watch('id') || m['blog.editor.id-placeholder']() }) : m['blog.editor.id-hint-fixed']({ id: post.id })}
        readOnly={post !== null}
        maxLength={maxLengthOf(createBlogPostInputSchema.shape.id)}
        autoComplete="off"
        spellCheck={false}
      />
    </>
  );
}
