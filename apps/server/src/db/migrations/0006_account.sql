-- Account centre (issue 4): delivery addresses of a store and reviewed changes of its registered
-- address. Region codes are those of the national division list (province 2, city 4, district 6
-- digits); the names are stored beside them so an address reads without the list.

CREATE TABLE addresses (
  id            serial PRIMARY KEY,
  company_id    integer NOT NULL REFERENCES companies(id),
  consignee     text NOT NULL,
  phone         text NOT NULL,
  province_code text NOT NULL,
  province      text NOT NULL,
  city_code     text NOT NULL,
  city          text NOT NULL,
  district_code text NOT NULL,
  district      text NOT NULL,
  detail        text NOT NULL,
  is_default    boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_company_idx ON addresses(company_id, id);
-- At most one default per store; the service keeps exactly one while any address exists.
CREATE UNIQUE INDEX addresses_one_default_idx ON addresses(company_id) WHERE is_default;

-- A store's registered address changes only after an operator's review.
CREATE TABLE company_change_requests (
  id            serial PRIMARY KEY,
  company_id    integer NOT NULL REFERENCES companies(id),
  member_id     integer NOT NULL REFERENCES members(id),
  province_code text NOT NULL,
  province      text NOT NULL,
  city_code     text NOT NULL,
  city          text NOT NULL,
  district_code text NOT NULL,
  district      text NOT NULL,
  address       text NOT NULL,
  status        smallint NOT NULL DEFAULT 0, -- 0 pending, 1 approved, 2 rejected
  reason        text,
  reviewed_by   text,
  reviewed_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
-- One pending request per store: a new one replaces it.
CREATE UNIQUE INDEX company_change_requests_pending_idx ON company_change_requests(company_id)
  WHERE status = 0;
