import { Migration } from '@mikro-orm/migrations';

/**
 * Content: uploaded images (bytes kept in PostgreSQL, see decision 004), the earn-and-redeem app
 * catalogue, blog posts (Markdown; HTML is rendered and sanitised on read) and key/value site
 * settings (ad client id, sponsored partners).
 */
export class Migration0004Content extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table media_files (
        id uuid primary key default gen_random_uuid(),
        content_type varchar(20) not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
        bytes bytea not null,
        size_bytes integer not null check (size_bytes > 0 and size_bytes <= 2097152),
        sha256 varchar(64) not null,
        original_name varchar(200) null,
        uploaded_by_id uuid null references admins(id) on delete set null,
        created_at timestamptz not null,
        check (octet_length(bytes) = size_bytes)
      );

      -- The month is never stored: it is derived from date, so the two cannot disagree.
      create table catalogue_items (
        id uuid primary key default gen_random_uuid(),
        title varchar(120) not null check (length(btrim(title)) > 0),
        status varchar(10) not null check (status in ('live', 'closed', 'pending')),
        date date not null,
        download_link varchar(500) not null check (download_link ~ '^https?://'),
        download_link2 varchar(500) null check (download_link2 ~ '^https?://'),
        video_link varchar(500) not null check (video_link ~ '^https?://'),
        refer_code varchar(40) null,
        is_website boolean not null default false,
        is_locked boolean not null default false,
        lock_reason varchar(300) null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint catalogue_items_lock_reason check (not is_locked or length(btrim(coalesce(lock_reason, ''))) > 0)
      );
      create index catalogue_items_date_idx on catalogue_items (date desc, title);

      create table blog_posts (
        id varchar(100) primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        title varchar(200) not null check (length(btrim(title)) > 0),
        excerpt varchar(500) not null,
        category varchar(30) not null check (category in ('Personal Loans', 'Credit Cards', 'Home Loans', 'Health Insurance', 'Mutual Funds')),
        icon varchar(20) not null,
        content text not null check (length(btrim(content)) > 0),
        hero_image_id uuid null references media_files(id) on delete set null,
        is_published boolean not null default false,
        published_at timestamptz null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check (not is_published or published_at is not null)
      );
      create index blog_posts_published_idx on blog_posts (published_at desc) where is_published;

      create table site_settings (
        key varchar(60) primary key,
        value jsonb not null,
        updated_at timestamptz not null
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table site_settings; drop table blog_posts; drop table catalogue_items; drop table media_files;`);
  }
}
