import type { EntityManager } from '@mikro-orm/postgresql';
import type { Row } from '../../../db/row-types.gen';
import { refuse } from '#contract/errors';
import { linkProblem } from '#contract/provider-catalogue/rules';
import type { LinkProviderProductInput, LinkTarget } from '#contract/provider-catalogue/schemas';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { configuredProvider } from './configured-provider';
import { PROVIDER_PRODUCT_COLUMNS, toProviderProductView, type ProviderProductRow } from './provider-product-rows';

type Link = Pick<Row<'reward_products'>, 'provider' | 'provider_product_id'>;

/**
 * Links a store product or a withdrawal amount to a product of the synced catalogue, or unlinks it
 * (`providerProductId: null`). A link is refused unless the provider product is offered, its face value is
 * in rupees and it sells a card of exactly the target's face value (rules.ts); a Free Fire top-up is not a
 * gift card and is never linked. Each change is audited with the link before and after.
 */
export async function linkProviderProduct(deps: Deps, input: LinkProviderProductInput & { adminId: string }) {
  const provider = configuredProvider(deps);
  return deps.em.transactional(async (em) => {
    const target = await lockTarget(em, input.target);
    if (input.providerProductId !== null) {
      const [product] = await sql<ProviderProductRow>(em, `select ${PROVIDER_PRODUCT_COLUMNS} from provider_products p where p.provider = ? and p.provider_product_id = ? for share`, [provider.name, input.providerProductId]);
      if (!product) throw refuse('provider-catalogue.product-not-found');
      const view = toProviderProductView(product);
      const problem = linkProblem(view, target.faceRupees);
      if (problem === 'unavailable') throw refuse('provider-catalogue.unavailable');
      if (problem === 'face-currency') throw refuse('provider-catalogue.face-currency', { currency: view.faceCurrency });
      if (problem === 'face-not-offered') throw refuse('provider-catalogue.face-not-offered', { facePaise: Math.round(target.faceRupees * 100) });
    }
    const after: Link = input.providerProductId === null ? { provider: null, provider_product_id: null } : { provider: provider.name, provider_product_id: input.providerProductId };
    await sql(em, `update ${target.table} set provider = ?, provider_product_id = ? where ${target.key} = ?`, [after.provider, after.provider_product_id, target.id]);
    recordAudit(
      { ...deps, em },
      { adminId: input.adminId, action: `${target.auditType}.provider-link`, targetType: target.auditType, targetId: target.id, before: auditLink(target.link), after: auditLink(after) },
    );
    await em.flush();
    return { linked: after.provider_product_id !== null };
  });
}

const auditLink = (link: Link) => ({ provider: link.provider, providerProductId: link.provider_product_id });

interface LockedTarget {
  table: 'reward_products' | 'withdrawal_options';
  key: 'id' | 'amount_paise';
  id: string;
  auditType: 'reward-product' | 'withdrawal-option';
  faceRupees: number;
  link: Link;
}

/** The linked row, locked so two admins' link changes apply one after the other. */
async function lockTarget(em: EntityManager, target: LinkTarget): Promise<LockedTarget> {
  if (target.kind === 'reward') {
    const [row] = await sql<Pick<Row<'reward_products'>, 'kind' | 'face_value'> & Link>(em, `select kind, face_value, provider, provider_product_id from reward_products where id = ? for update`, [target.productId]);
    if (!row) throw refuse('rewards.product-not-found');
    if (row.kind === 'free_fire_diamonds') throw refuse('provider-catalogue.not-a-gift-card');
    return { table: 'reward_products', key: 'id', id: target.productId, auditType: 'reward-product', faceRupees: row.face_value, link: row };
  }
  const [row] = await sql<Pick<Row<'withdrawal_options'>, 'amount_paise'> & Link>(em, `select amount_paise, provider, provider_product_id from withdrawal_options where amount_paise = ? for update`, [target.amountPaise]);
  if (!row) throw refuse('redeem.option-not-found');
  return { table: 'withdrawal_options', key: 'amount_paise', id: String(target.amountPaise), auditType: 'withdrawal-option', faceRupees: Number(row.amount_paise) / 100, link: row };
}
