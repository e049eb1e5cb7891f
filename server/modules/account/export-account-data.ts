import { IsolationLevel } from '@mikro-orm/core';
import { PLAY_IS_OPEN_SQL } from '../games';
import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { getWalletSummary, storedLine } from '../wallet';
import { ledgerLineText } from '#i18n/ledger-line-wording';
import { BASE_LOCALE, isLocale } from '#contract/i18n/locales';
import { membershipEnd } from '../vip';
import { ACCOUNT_EXPORT_FORMAT, type AccountExport } from '#contract/account/schemas';
import { formatTicket } from '#contract/contact/rules';

/** Timestamps arrive as text (decision 035); each becomes a Date. */
const toDate = (value: string) => new Date(value);
const toDateOrNull = (value: string | null) => (value === null ? null : new Date(value));

const NOTES =
  'Everything Honest Rewards keeps about your account. Amounts are integer paise (₹1 = 100 paise). ' +
  'Ledger entries are your wallet history, oldest first: each line as a code with its values, and in words in your language. Debts are what you still owe after a reversed credit; your next earnings pay them first. Withdrawals and reward orders show a code by its last 4 characters: reveal the whole code on the redeem history page. Task submissions say whether a screenshot was handed in; the image itself is seen only by the admins who review it. Offerwall credits stay pending until their clearsAt date, then join the ledger. Game plays carry their fairness proofs; a server seed appears once it has been revealed. VIP orders are your Razorpay Checkout payments. Referrals list the friends you invited by the course of each referral only: who they are is their own data. Notifications are your inbox and your e-mail and push choices; push devices are named by their push service only. Appeals are the reviews you asked for and their answers.';

/**
 * DPDP right to access (decision 009), in one snapshot. Scoped by user id; contact messages only once
 * the address is verified (anyone may type any address).
 */
export async function exportAccountData(deps: Deps, input: { userId: string; currentSessionId: string }): Promise<AccountExport> {
  return deps.em.transactional(
    async (em) => {
      const txDeps = { ...deps, em };
      const { userId } = input;
      const [profile] = await sql<Pick<Row<'users'>, 'id' | 'name' | 'email' | 'email_verified_at' | 'is_blocked' | 'locale' | 'ticker_opt_out' | 'referral_code' | 'created_at'>>(
        em,
        `select id, name, email, email_verified_at, is_blocked, locale, ticker_opt_out, referral_code, created_at from users where id = ? and deleted_at is null`,
        [userId],
      );
      if (!profile) throw refuse('account.not-found');

      const wallet = await getWalletSummary(txDeps, userId);
      const sessions = await sql<Pick<Row<'sessions'>, 'id' | 'created_at' | 'last_used_at' | 'expires_at' | 'user_agent'>>(
        em,
        `select id, created_at, last_used_at, expires_at, user_agent from sessions where user_id = ? order by created_at`,
        [userId],
      );
      const ledger = await sql<Pick<Row<'ledger_entries'>, 'id' | 'transfer_id' | 'kind' | 'description' | 'line_code' | 'line_values' | 'amount' | 'promo_code' | 'created_at'>>(
        em,
        `select e.id, e.transfer_id, e.kind, e.description, e.line_code, e.line_values, e.amount, e.promo_code, e.created_at
         from ledger_entries e join wallet_accounts a on a.id = e.account_id where a.user_id = ? order by e.created_at, e.id`,
        [userId],
      );
      const requests = await sql<
        Narrowed<
          Pick<Row<'redeem_requests'>, 'id' | 'amount_paise' | 'email' | 'status' | 'code_last4' | 'reject_reason' | 'created_at' | 'resolved_at'>,
          { status: 'pending' | 'completed' | 'rejected' }
        >
      >(
        em,
        `select id, amount_paise, email, status, code_last4, reject_reason, created_at, resolved_at from redeem_requests where user_id = ? order by created_at, id`,
        [userId],
      );
      const rewardOrders = await sql<
        Narrowed<
          Pick<
            Row<'reward_orders'>,
            'id' | 'price_paise' | 'email' | 'free_fire_uid' | 'status' | 'reference' | 'reason' | 'report_note' | 'created_at' | 'fulfilled_at' | 'rejected_at'
          >,
          { status: 'fulfilled' | 'pending' | 'rejected' }
        > &
          Pick<Row<'reward_products'>, 'kind'> & { product: string; code_last4: Row<'reward_codes'>['last4'] | null }
      >(
        em,
        `select o.id, p.name as product, p.kind, o.price_paise, o.email, o.free_fire_uid, o.status, c.last4 as code_last4, o.reference, o.reason, o.report_note,
                o.created_at, o.fulfilled_at, o.rejected_at
         from reward_orders o join reward_products p on p.id = o.product_id left join reward_codes c on c.id = o.code_id
         where o.user_id = ? order by o.created_at, o.id`,
        [userId],
      );
      const promos = await sql<Pick<Row<'promo_codes'>, 'code'> & Pick<Row<'ledger_transfers'>, 'amount'> & Pick<Row<'promo_redemptions'>, 'created_at'>>(
        em,
        `select c.code, t.amount, r.created_at
         from promo_redemptions r join promo_codes c on c.id = r.promo_code_id join ledger_transfers t on t.id = r.transfer_id
         where r.user_id = ? order by r.created_at`,
        [userId],
      );
      // An open guess round's outcome is its secret number, and an unscratched card's is its prize:
      // both stay out until the play is over, exactly as the game pages keep them.
      const plays = await sql<
        Narrowed<
          Pick<Row<'game_plays'>, 'id' | 'game' | 'outcome' | 'prize_paise' | 'created_at' | 'server_seed_hash' | 'client_seed' | 'nonce'>,
          { outcome: Record<string, unknown> }
        > &
          Pick<Row<'game_settings_versions'>, 'version'> & { revealed_seed: string | null; open: boolean }
      >(
        em,
        `select p.id, p.game, p.outcome, p.prize_paise, p.created_at, p.server_seed_hash, p.client_seed, p.nonce, v.version,
                case when s.revealed_at is not null then s.server_seed end as revealed_seed,
                ${PLAY_IS_OPEN_SQL} as open
         from game_plays p join game_settings_versions v on v.id = p.settings_id join fairness_seeds s on s.id = p.seed_id
         where p.user_id = ? order by p.created_at, p.nonce`,
        [userId],
      );
      const submissions = await sql<
        Narrowed<
          Pick<Row<'task_submissions'>, 'number' | 'status' | 'reward_paise' | 'proof_text' | 'reason' | 'created_at' | 'reviewed_at'>,
          { status: 'pending' | 'approved' | 'rejected' }
        > & { task: string; has_screenshot: boolean }
      >(
        em,
        `select s.number, t.title as task, s.status, s.reward_paise, s.proof_text, exists (select 1 from task_proof_images i where i.submission_id = s.id) as has_screenshot,
                s.reason, s.created_at, s.reviewed_at
         from task_submissions s join tasks t on t.id = s.task_id where s.user_id = ? order by s.created_at, s.number`,
        [userId],
      );
      const offerwallCredits = await sql<
        Narrowed<
          Pick<
            Row<'offerwall_credits'>,
            'provider' | 'external_txn_id' | 'amount_paise' | 'status' | 'created_at' | 'clears_at' | 'released_at' | 'reversed_at'
          >,
          { status: 'pending' | 'released' | 'reversed' }
        >
      >(
        em,
        `select provider, external_txn_id, amount_paise, status, created_at, clears_at, released_at, reversed_at from offerwall_credits where user_id = ? order by created_at, id`,
        [userId],
      );
      const memberUntil = await membershipEnd(em, userId);
      const vipOrders = await sql<
        Narrowed<
          Pick<
            Row<'vip_orders'>,
            | 'id'
            | 'amount_paise'
            | 'currency'
            | 'status'
            | 'full_name'
            | 'email'
            | 'phone'
            | 'razorpay_payment_id'
            | 'failure_reason'
            | 'created_at'
            | 'paid_at'
            | 'granted_from'
            | 'granted_until'
            | 'refunded_at'
          >,
          { status: AccountExport['vip']['orders'][number]['status'] }
        >
      >(
        em,
        `select id, amount_paise, currency, status, full_name, email, phone, razorpay_payment_id, failure_reason, created_at, paid_at, granted_from, granted_until, refunded_at
         from vip_orders where user_id = ? order by created_at, id`,
        [userId],
      );
      const invited = await sql<Pick<Row<'referrals'>, 'status' | 'reason' | 'created_at' | 'qualified_at' | 'paid_at' | 'closed_at'>>(
        em,
        `select status, reason, created_at, qualified_at, paid_at, closed_at from referrals where referrer_id = ? order by created_at, id`,
        [userId],
      );
      const [joinedThrough] = await sql<Pick<Row<'referrals'>, 'status' | 'signup_ip' | 'signup_device_id' | 'created_at'>>(
        em,
        `select status, signup_ip, signup_device_id, created_at from referrals where friend_id = ?`,
        [userId],
      );
      const [login] = await sql<Pick<Row<'daily_login_states'>, 'streak'> & { last_claim_day: string | null }>(
        em,
        `select streak, to_char(last_claim_day, 'YYYY-MM-DD') as last_claim_day from daily_login_states where user_id = ?`,
        [userId],
      );
      const contacts =
        profile.email_verified_at === null
          ? []
          : await sql<Pick<Row<'contact_messages'>, 'ticket_no' | 'name' | 'email' | 'message' | 'created_at' | 'replied_at'>>(
              em,
              `select ticket_no, name, email, message, created_at, replied_at from contact_messages where email = ? order by created_at`,
              [profile.email],
            );
      const inbox = await sql<Pick<Row<'notifications'>, 'kind' | 'values' | 'created_at' | 'read_at'>>(
        em,
        `select kind, values, created_at, read_at from notifications where user_id = ? order by created_at, id`,
        [userId],
      );
      const preferences = await sql<Pick<Row<'notification_preferences'>, 'kind' | 'email' | 'push'>>(
        em,
        `select kind, email, push from notification_preferences where user_id = ? order by kind`,
        [userId],
      );
      const pushDevices = await sql<Pick<Row<'push_subscriptions'>, 'endpoint' | 'created_at'>>(
        em,
        `select endpoint, created_at from push_subscriptions where user_id = ? order by created_at, id`,
        [userId],
      );
      const [reminder] = await sql<Pick<Row<'push_reminders'>, 'minute_of_day'>>(em, `select minute_of_day from push_reminders where user_id = ?`, [userId]);
      const appeals = await sql<Pick<Row<'appeals'>, 'item_kind' | 'item_id' | 'message' | 'status' | 'answer' | 'created_at' | 'answered_at'>>(
        em,
        `select item_kind, item_id, message, status, answer, created_at, answered_at from appeals where user_id = ? order by created_at, id`,
        [userId],
      );

      return {
        format: ACCOUNT_EXPORT_FORMAT,
        exportedAt: deps.clock.now(),
        notes: NOTES,
        profile: {
          id: profile.id,
          name: profile.name,
          email: profile.email,
          emailVerifiedAt: toDateOrNull(profile.email_verified_at),
          isBlocked: profile.is_blocked,
          locale: profile.locale,
          tickerOptOut: profile.ticker_opt_out,
          referralCode: profile.referral_code,
          createdAt: toDate(profile.created_at),
        },
        wallet: { balancePaise: wallet.balancePaise, heldPaise: wallet.pendingPaise },
        debts: wallet.debts,
        sessions: sessions.map((row) => ({
          current: row.id === input.currentSessionId,
          createdAt: toDate(row.created_at),
          lastUsedAt: toDate(row.last_used_at),
          expiresAt: toDate(row.expires_at),
          userAgent: row.user_agent,
        })),
        ledger: ledger.map((row) => {
          const line = storedLine(row);
          return {
            id: String(row.id),
            transferId: row.transfer_id,
            kind: row.kind,
            line,
            // Worded as the history page words it, in the account's language.
            description: ledgerLineText(line, isLocale(profile.locale) ? profile.locale : BASE_LOCALE),
            amountPaise: Number(row.amount),
            promoCode: row.promo_code,
            createdAt: toDate(row.created_at),
          };
        }),
        withdrawalRequests: requests.map((row) => ({
          id: row.id,
          amountPaise: Number(row.amount_paise),
          email: row.email,
          status: row.status,
          codeLast4: row.code_last4,
          rejectReason: row.reject_reason,
          createdAt: toDate(row.created_at),
          resolvedAt: toDateOrNull(row.resolved_at),
        })),
        rewardOrders: rewardOrders.map((row) => ({
          id: row.id,
          product: row.product,
          kind: row.kind,
          pricePaise: Number(row.price_paise),
          email: row.email,
          freeFireUid: row.free_fire_uid,
          status: row.status,
          codeLast4: row.code_last4,
          reference: row.reference,
          reason: row.reason,
          reportNote: row.report_note,
          createdAt: toDate(row.created_at),
          fulfilledAt: toDateOrNull(row.fulfilled_at),
          rejectedAt: toDateOrNull(row.rejected_at),
        })),
        promoRedemptions: promos.map((row) => ({ code: row.code, amountPaise: Number(row.amount), createdAt: toDate(row.created_at) })),
        gamePlays: plays.map((row) => ({
          id: row.id,
          game: row.game,
          outcome: row.open ? null : row.outcome,
          prizePaise: row.open ? null : Number(row.prize_paise),
          createdAt: toDate(row.created_at),
          proof: { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.nonce, settingsVersion: row.version },
          revealedServerSeed: row.revealed_seed,
        })),
        dailyLogin: login ? { streak: login.streak, lastClaimDay: login.last_claim_day } : null,
        taskSubmissions: submissions.map((row) => ({
          number: row.number,
          task: row.task,
          status: row.status,
          rewardPaise: Number(row.reward_paise),
          proofText: row.proof_text,
          hasScreenshot: row.has_screenshot,
          reason: row.reason,
          createdAt: toDate(row.created_at),
          reviewedAt: toDateOrNull(row.reviewed_at),
        })),
        offerwallCredits: offerwallCredits.map((row) => ({
          provider: row.provider,
          externalTxnId: row.external_txn_id,
          amountPaise: Number(row.amount_paise),
          status: row.status,
          createdAt: toDate(row.created_at),
          clearsAt: toDate(row.clears_at),
          releasedAt: toDateOrNull(row.released_at),
          reversedAt: toDateOrNull(row.reversed_at),
        })),
        vip: {
          memberUntil,
          orders: vipOrders.map((row) => ({
            id: row.id,
            amountPaise: Number(row.amount_paise),
            currency: row.currency,
            status: row.status,
            fullName: row.full_name,
            email: row.email,
            phone: row.phone,
            paymentId: row.razorpay_payment_id,
            failureReason: row.failure_reason,
            createdAt: toDate(row.created_at),
            paidAt: toDateOrNull(row.paid_at),
            grantedFrom: toDateOrNull(row.granted_from),
            grantedUntil: toDateOrNull(row.granted_until),
            refundedAt: toDateOrNull(row.refunded_at),
          })),
        },
        referrals: {
          invited: invited.map((row) => ({
            status: row.status,
            reason: row.reason,
            createdAt: toDate(row.created_at),
            qualifiedAt: toDateOrNull(row.qualified_at),
            paidAt: toDateOrNull(row.paid_at),
            closedAt: toDateOrNull(row.closed_at),
          })),
          joinedThrough: joinedThrough
            ? { status: joinedThrough.status, signupIp: joinedThrough.signup_ip, signupDeviceId: joinedThrough.signup_device_id, createdAt: toDate(joinedThrough.created_at) }
            : null,
        },
        contactMessages: contacts.map((row) => ({
          ticket: formatTicket(row.ticket_no),
          name: row.name,
          email: row.email,
          message: row.message,
          createdAt: toDate(row.created_at),
          repliedAt: toDateOrNull(row.replied_at),
        })),
        notifications: {
          inbox: inbox.map((row) => ({ kind: row.kind, values: row.values, createdAt: toDate(row.created_at), readAt: toDateOrNull(row.read_at) })),
          preferences,
          pushDevices: pushDevices.map((row) => ({ pushService: new URL(row.endpoint).host, createdAt: toDate(row.created_at) })),
          reminderMinuteOfDay: reminder?.minute_of_day ?? null,
        },
        appeals: appeals.map((row) => ({
          itemKind: row.item_kind,
          itemId: row.item_id,
          message: row.message,
          status: row.status,
          answer: row.answer,
          createdAt: toDate(row.created_at),
          answeredAt: toDateOrNull(row.answered_at),
        })),
      };
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
}
