import { Migration } from '@mikro-orm/migrations';

/**
 * Resized WebP copies of every uploaded image (issue 15, decision 017), served beside the original
 * at /uploads/<id>-<width>.webp, and the original's pixel size so pages can reserve its box and
 * write a srcset. The sizes are null only for images stored before this migration, until the
 * boot step that makes their variants (server/modules/media/backfill-variants.ts) fills them.
 */
export class Migration0015ImageVariants extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table media_files
        add column width integer null check (width > 0),
        add column height integer null check (height > 0),
        add constraint media_files_size_known_together check ((width is null) = (height is null));

      create table media_variants (
        id uuid primary key default gen_random_uuid(),
        media_id uuid not null references media_files(id) on delete cascade,
        width integer not null check (width > 0),
        height integer not null check (height > 0),
        bytes bytea not null,
        size_bytes integer not null check (size_bytes > 0),
        sha256 varchar(64) not null,
        check (octet_length(bytes) = size_bytes),
        unique (media_id, width)
      );
    `);
  }
}
