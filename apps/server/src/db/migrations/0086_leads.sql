-- Leads (issue 13 §2; spec 1 §1, §3 "Lead payload", §7 "ticket and lead creation"; spec 3 §3, §5;
-- docs/decisions/0129-leads.md): an advisor's record that a person may want a service. The tag
-- names the service; the source where the lead came from (the premium-service form, the
-- calculator-share popup, the shared page's I'm Interested). The investor's name, mobile, e-mail
-- and amount are what the source had: a premium-service lead has all four (checked by the route),
-- a calculator lead may have none. A repeat of a request key (a retried or doubled submit) is the
-- same lead: unique per advisor.
CREATE TABLE lead (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_id            uuid NOT NULL REFERENCES agent(id) ON DELETE CASCADE,
  tag                 text NOT NULL CHECK (tag IN ('mf_post_retirement', 'mf_custom_advisory', 'mf_corporate_treasury', 'mf_interested')),
  source              text NOT NULL CHECK (source IN ('premium_service', 'calculator_share', 'shared_link')),
  status              text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'converted', 'closed')),
  investor_name       text,
  investor_mobile     text,
  investor_email      text,
  -- Whole rupees (the form's lakhs × 100000, rounded).
  investment_amount   numeric(16, 2) CHECK (investment_amount IS NULL OR investment_amount > 0),
  request_key         text,
  created_at          timestamptz NOT NULL,
  UNIQUE (agent_id, request_key)
);
CREATE INDEX lead_agent_created_idx ON lead (agent_id, created_at DESC, id);
