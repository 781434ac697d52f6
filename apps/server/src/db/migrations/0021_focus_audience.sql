-- Whom a banner speaks to. An invitation to register (「新人专享 … 立即注册」) is for guests: a
-- logged-in member must not be shown it, least of all floating over the cart. 'all' keeps every
-- existing banner as it was; the demo's registration banner becomes guest-only.
ALTER TABLE focus_slots
  ADD COLUMN audience text NOT NULL DEFAULT 'all' CHECK (audience IN ('all', 'guest', 'member'));

UPDATE focus_slots SET audience = 'guest' WHERE url LIKE '/register%';
