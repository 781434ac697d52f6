-- Self-service (issue 7): a member's feedback with its operator reply, and the varieties a member
-- asked the store to stock (品种求购). Both belong to the member who wrote them.

-- Feedback (意见反馈). images: [{sha256, mime, size}] of photos in the upload store.
CREATE TABLE feedback (
  id         serial PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES members(id),
  company_id integer NOT NULL REFERENCES companies(id),
  type       text NOT NULL CHECK (type IN ('商品建议', '服务投诉', '功能建议', '其他')),
  content    text NOT NULL CHECK (char_length(content) BETWEEN 5 AND 500),
  contact    text NOT NULL DEFAULT '',
  images     jsonb NOT NULL DEFAULT '[]',
  reply      text NOT NULL DEFAULT '',
  replied_by text,
  replied_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_member_idx ON feedback(member_id, id DESC);

-- Wanted varieties (品种求购). status: 0 已登记, 1 已采购, 2 已上架 (then goods_id names the goods).
CREATE TABLE wanted_requests (
  id             serial PRIMARY KEY,
  member_id      integer NOT NULL REFERENCES members(id),
  company_id     integer NOT NULL REFERENCES companies(id),
  goods_name     text NOT NULL CHECK (char_length(goods_name) BETWEEN 1 AND 50),
  spec           text NOT NULL DEFAULT '',
  manufacturer   text NOT NULL DEFAULT '',
  quantity       integer NOT NULL CHECK (quantity > 0),
  expected_price integer CHECK (expected_price IS NULL OR expected_price >= 0), -- fen
  note           text NOT NULL DEFAULT '',
  status         smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  goods_id       integer REFERENCES goods(id),
  reply          text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 2 OR goods_id IS NOT NULL)
);
CREATE INDEX wanted_requests_member_idx ON wanted_requests(member_id, id DESC);
