import { createHash } from 'node:crypto';
import { Page } from '../../db/entities';
import { PAGE_SLUGS, type PageSlug } from '#contract/enums';
import type { Deps } from '../modules/deps';
import type { Locale } from '#contract/i18n/locales';
import { seedPagesFromFiles, type SeedPage } from '#contract/content/seed-pages';
import { readContentFiles } from './content-files';

/**
 * Honest starting text for the editable pages (`content/pages/<slug>.<language>.md`): only what this build
 * does, capability text in `[[name]] … [[/name]]` blocks (product spec §1.8), Hindi per docs/hindi-style.md.
 */
export function seedPages(supportEmail: string): Record<PageSlug, SeedPage> {
  return seedPagesFromFiles(supportEmail, readContentFiles('pages'));
}

/** SHA-256 of texts shipped before: a page still holding one was never edited, so seeding replaces it. */
export const SUPERSEDED_PAGE_TEXTS: Record<Locale, Record<PageSlug, readonly string[]>> = {
  en: {
    about: ['0591988428486f4f504e235407c48e32cd82d4566137003fefdec9bd3656b825', '9dc3e5c3d37670dbea35be408ddf2e773b30724c9f70bb6ef7e4cab43da7707a', '84a7d52f74d9de4d22854e19b380b4d4d0f4a5d4bb6f4673a6cf254841e76e23', 'e8a3e5cb2751851fb8fe6b35752059d853baca369eb24b7cb29b0c31725b7f9f', '52ead8b9e7c004d3abaa5fc8246f9494a65faa05eaffd4df13550c40c6f6dbf5'],
    terms: ['f60e17b5544bfd78cc438070ceea13a0c8a61a3c99f22f64ec6441d6348a10ae', '5c96e7f55d2fa3f85e4b15b7f05e4c431345a9d42c385e9b22139d91a43df810', '278e1ed9cedb8375e4261313ea8bc1c7b110082f3c928f58a4916dc87b1905cc', '02cbfa343b5525375e4af1435271c67a69a71c6fad08ee271d4d8efbaa459e21', 'a3d4d570fc081c373589a09708952f305060051ec6075d465315631c16fc4bae', 'b72864c23f8b37e790d57aeeb3ba36ed2e7ac358b49e09e99178e5c86cc411df', 'ed4b97e0a46b09ac4b967c40941f9a717aff628222ec130e0860857a8d7ab27e'],
    privacy: ['ebe49046e8fbb938b38c835aa3d8b075988f787a4a9de78b9d47f06ad99b3ed2'],
    disclaimer: ['204bc5afb2439f18156d307adf2be82e6715bb2869bcda9cadae20c404b71745'],
    'refund-policy': ['f47f5d401f01323a66294c5702a38b598f9879ad6c5bc2fe2eb25f19f852d9c3', '6c7c8f6770b2ed2fce02f4f80ff92bca7e8c8e834c8985b0c04acbcce800d0f1', '071f5c17ba01ee866e93c2efba45aee363f45d25edab78114d09d8c0bc996215', '70deb8b04521984ab563df5b59c6ed789f4d21ca250db350417a04f7a316bbfb', '4d582c2ea6a784830451b42665a0ffba738f2ce74843d324082eafc8fb9fd220', 'ab58bc93a8bf4e6f8ea4087a6c6f1248786aa886e9b0a47292dc1d6bdd632285'],
  },
  hi: {
    about: ['a4e25751231c04f7642a457338ab91247542953f6786ae07549748825f61898d', 'e3e40066aaa1933984fc6b93485ca34b950bcc9d63b53731a97e96ae63a22744', '7789d5ff45cd25c0bdfac55b0e30979fe6227f506c7031418057592c4a280feb', '9005a8a2c5a999d485f047746561ee220f2b08b1ba207336c559d779d52ca0c8'],
    terms: ['68dc6440b75661085717fa63b027215542aa72e4ee460f79e6b18d834787b250', '36073269361a800bd45330a3b958c31ba775ba06402b98924ea44399c939cd36', 'e3d38c2370830ad995ec764b9120748fda58d049d6336cf1b4b2e0d098ab35b0', 'eed59035dc287c8bdb4a976ac522a69222ce063e6a6d26d95ae8317b01348679', '79836e8cace9d1378a62436abfebea5d71410a618cb251353019e9b8574f1fe5', 'd60f083deef9208b8454786275cf635e869003f21fa4b53760c0aa36df67630a'],
    privacy: ['50afbeb98aa5c73a3d92206cb2702e0390e0d0d0f8fa22d409c0874db028b980'],
    disclaimer: [],
    'refund-policy': ['bcefddfd76bbf2a94ef0d25f6524249a63ccc8aea3cd8a0b4d2b2f4248e2f330', '6f611dead964f45b4073f20338e962fd8f904de94aaa8cce639d2c45be6e67e7', '5ba830d7f96cbcd0739fbd374d4a8e02b08416124c06797377e32be3246a357a', 'd0918482366b015c7879b41e67496a04e44e8b8a26598e061a391557650aba58', '1574f54a001db6132f39a3e01e0947f4718a38a3832a0109fad20c69ad3cf8c9'],
  },
};

function isSuperseded(content: string, supportEmail: string, shipped: readonly string[]): boolean {
  return shipped.includes(createHash('sha256').update(content.replaceAll(supportEmail, '{supportEmail}')).digest('hex'));
}

/**
 * Creates missing pages and replaces unedited superseded texts. The Hindi seed is filled only beside the
 * seed's English (beside an admin's English it would say something else), without touching "last updated".
 */
export async function seedPageTexts(deps: Deps): Promise<void> {
  const { supportEmail } = deps.config;
  const pages = seedPages(supportEmail);
  const existing = new Map((await deps.em.find(Page, {})).map((page) => [page.slug, page]));
  for (const slug of PAGE_SLUGS) {
    const page = existing.get(slug);
    const seeded = pages[slug];
    if (!page) {
      deps.em.create(Page, { slug, ...seeded, updatedAt: deps.clock.now() });
      continue;
    }
    if (isSuperseded(page.content, supportEmail, SUPERSEDED_PAGE_TEXTS.en[slug])) Object.assign(page, { title: seeded.title, content: seeded.content, updatedAt: deps.clock.now() });
    const hindiIsSeedable = page.contentHi === '' || isSuperseded(page.contentHi, supportEmail, SUPERSEDED_PAGE_TEXTS.hi[slug]);
    if (page.content === seeded.content && hindiIsSeedable) Object.assign(page, { titleHi: seeded.titleHi, contentHi: seeded.contentHi });
  }
}
