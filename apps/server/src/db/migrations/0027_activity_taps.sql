-- Clicks on activity entries (POST /api/activity/tap): one row per tap. A logged-in member's tap
-- names the member and its store; a guest's names neither. The count of an activity's taps is an
-- aggregate over these rows, so parallel taps never overwrite each other.

CREATE TABLE activity_taps (
  id          bigserial PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES activities(id),
  company_id  integer REFERENCES companies(id),
  member_id   integer REFERENCES members(id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_taps_activity_idx ON activity_taps(activity_id, created_at);
