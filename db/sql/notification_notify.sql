-- Tells a person of an outcome in the outcome's own transaction (decision 041): the one home of the rule,
-- called by server/modules/notifications/notify.ts and by reward_place_order (a code served from stock).
-- The inbox row is unique per person, kind and outcome, so a retried or raced outcome tells once (no row
-- answered then). By the person's choice for the kind (no stored choice: e-mail and push on) the e-mail is
-- queued through the outbox as the 'notification' template, worded and given its one-click unsubscribe
-- headers when read (outbox-mail-content.ts). push answers whether the kind is to be pushed too.
create or replace function notification_notify(p_user_id uuid, p_kind varchar, p_values jsonb, p_outcome_key varchar,
  p_email varchar, p_mail_status varchar, p_now timestamptz)
returns table (notification_id uuid, push boolean)
language plpgsql as $$
declare
  v_id uuid;
  v_user users%rowtype;
  v_email_on boolean;
  v_push_on boolean;
begin
  insert into notifications (user_id, kind, "values", outcome_key, created_at)
    values (p_user_id, p_kind, p_values, p_outcome_key, p_now)
    on conflict (user_id, kind, outcome_key) do nothing
    returning id into v_id;
  if v_id is null then return; end if;
  select * into v_user from users u where u.id = p_user_id;
  if v_user.deleted_at is not null then
    return query select v_id, false;
    return;
  end if;
  select coalesce(p.email, true), coalesce(p.push, true) into v_email_on, v_push_on
    from (select 1) as one left join notification_preferences p on p.user_id = p_user_id and p.kind = p_kind;
  if v_email_on then
    insert into outbox_mails (recipient, template, params, status, attempts, next_attempt_at, created_at)
      values (coalesce(p_email, v_user.email), 'notification',
        jsonb_build_object('userId', p_user_id, 'name', v_user.name, 'locale', v_user.locale,
          'notification', jsonb_build_object('kind', p_kind, 'values', p_values)),
        p_mail_status, 0, p_now, p_now);
  end if;
  return query select v_id, v_push_on;
end $$;
