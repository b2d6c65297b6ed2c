-- Range indexes that combine a company id with a period (unit unavailability, later unit assignments) need btree_gist.
CREATE EXTENSION IF NOT EXISTS btree_gist;
