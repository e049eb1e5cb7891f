-- A referral code is given once and never changed (issue 17): the links a person has shared keep
-- pointing at them. The trigger that calls this is in migration 0022.
create or replace function users_referral_code_fixed() returns trigger language plpgsql as $$
begin
  if old.referral_code is not null and new.referral_code is distinct from old.referral_code then
    raise exception 'a referral code never changes';
  end if;
  return new;
end $$;
