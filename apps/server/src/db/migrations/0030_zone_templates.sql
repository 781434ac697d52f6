-- Zone templates: an operator makes a new zone without code. A template is a 专区模板 (zqmb), an
-- 活动模板 (hdmb) or a 专场 (yyh) with a banner, rules text and a window; its goods come in titled,
-- sorted groups. A template runs while enabled and inside its window (open-ended when null).
-- Activities gain what their zone entries show: a slug naming a fixed zone (e.g. 'welfare', the
-- 94折 welfare zone), a banner image and a tag label.

ALTER TABLE activities
  ADD COLUMN slug         text UNIQUE,
  ADD COLUMN banner_image text NOT NULL DEFAULT '',
  ADD COLUMN tag          text NOT NULL DEFAULT '';

CREATE TABLE zone_templates (
  id           serial PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('zqmb', 'hdmb', 'yyh')),
  slug         text UNIQUE,
  title        text NOT NULL,
  banner_image text NOT NULL DEFAULT '',
  rules        text NOT NULL DEFAULT '',
  starts_at    timestamptz,
  ends_at      timestamptz,
  is_enabled   boolean NOT NULL DEFAULT true,
  sort         integer NOT NULL DEFAULT 0,
  CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)
);
CREATE INDEX zone_templates_kind_idx ON zone_templates(kind, sort, id);

CREATE TABLE zone_template_groups (
  id          serial PRIMARY KEY,
  template_id integer NOT NULL REFERENCES zone_templates(id) ON DELETE CASCADE,
  title       text NOT NULL,
  sort        integer NOT NULL DEFAULT 0
);
CREATE INDEX zone_template_groups_template_idx ON zone_template_groups(template_id, sort, id);

CREATE TABLE zone_template_goods (
  group_id integer NOT NULL REFERENCES zone_template_groups(id) ON DELETE CASCADE,
  goods_id integer NOT NULL REFERENCES goods(id),
  sort     integer NOT NULL DEFAULT 0,
  PRIMARY KEY (group_id, goods_id)
);
CREATE INDEX zone_template_goods_goods_idx ON zone_template_goods(goods_id);
