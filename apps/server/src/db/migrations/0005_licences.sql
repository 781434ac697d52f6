-- Licences (资质), the business scopes they grant, and the electronic purchase contract (issue 4).
-- A replacement licence is a new row (a new version); the newest row of a type is what the member
-- sees, while any approved, unexpired row of the type keeps the store trading until it lapses.

-- Kinds of licence and which stores must hold them: 'pharmacy' (药店, 批发企业) or 'medical'
-- (诊所, 医院, 卫生院 …); an empty list means optional.
CREATE TABLE licence_types (
  id           serial PRIMARY KEY,
  code         text NOT NULL UNIQUE,
  name         text NOT NULL UNIQUE,
  grants_scope boolean NOT NULL DEFAULT false, -- the licence lists business scopes
  required_for text[] NOT NULL DEFAULT '{}',
  sort         integer NOT NULL DEFAULT 0
);

-- Uploaded scans, stored outside the web root under DATA_DIR/uploads/<sha256>.
CREATE TABLE licence_files (
  id            serial PRIMARY KEY,
  company_id    integer NOT NULL REFERENCES companies(id),
  sha256        text NOT NULL,
  mime          text NOT NULL,
  size          integer NOT NULL CHECK (size > 0),
  original_name text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX licence_files_company_idx ON licence_files(company_id);

CREATE TABLE company_licences (
  id            serial PRIMARY KEY,
  company_id    integer NOT NULL REFERENCES companies(id),
  type_id       integer NOT NULL REFERENCES licence_types(id),
  number        text NOT NULL,
  holder        text NOT NULL DEFAULT '',
  valid_from    date,
  expires_on    date NOT NULL,
  file_id       integer REFERENCES licence_files(id),
  review_status smallint NOT NULL DEFAULT 0, -- 0 pending, 1 approved, 2 rejected
  reason        text NOT NULL DEFAULT '',
  reviewed_by   text,
  reviewed_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_licences_company_idx ON company_licences(company_id, type_id, id DESC);
CREATE INDEX company_licences_pending_idx ON company_licences(id) WHERE review_status = 0;

CREATE TABLE company_licence_scopes (
  licence_id integer NOT NULL REFERENCES company_licences(id) ON DELETE CASCADE,
  scope_id   integer NOT NULL REFERENCES business_scopes(id),
  PRIMARY KEY (licence_id, scope_id)
);

-- Contract texts by version; the newest is the one members sign.
CREATE TABLE contracts (
  id         serial PRIMARY KEY,
  version    integer NOT NULL UNIQUE,
  title      text NOT NULL,
  content    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contract_signatures (
  id           serial PRIMARY KEY,
  company_id   integer NOT NULL REFERENCES companies(id),
  contract_id  integer NOT NULL REFERENCES contracts(id),
  signer_name  text NOT NULL,
  content_hash text NOT NULL, -- sha256 hex of the signed text
  signed_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, contract_id)
);

-- Operator decisions on a store's registration (who, when, why), newest last.
CREATE TABLE company_reviews (
  id          serial PRIMARY KEY,
  company_id  integer NOT NULL REFERENCES companies(id),
  status      smallint NOT NULL, -- 1 approved, 2 rejected
  reason      text NOT NULL DEFAULT '',
  reviewed_by text NOT NULL,
  reviewed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_reviews_company_idx ON company_reviews(company_id, id);
