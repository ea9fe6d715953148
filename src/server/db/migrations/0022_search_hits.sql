-- Every match of a full-text search in one user's library, found through the GIN index on
-- search_vector (decision 027): the search asks it when a word is too rare to fill a page from the
-- newest rows, and for the title and relevance orders. The planner settings hold only inside the
-- function: given the choice, it reads every row of the library and tests each row's tsvector when
-- it guesses a word frequent (a seq scan: 0.6 s at 50,000 documents, against 50 ms through the
-- index). `p_rank` asks for ts_rank_cd, which reads each match's tsvector.
CREATE FUNCTION "library_search_hits"("p_user" text, "p_query" tsquery, "p_rank" boolean)
RETURNS TABLE ("id" text, "user_id" text, "vehicle_id" text, "document_type" text, "date_created" date, "title" text, "rank" real)
LANGUAGE sql STABLE
SET enable_seqscan = off
SET enable_indexscan = off
AS $$
  SELECT d.id, d.user_id, d.vehicle_id, d.document_type, d.date_created, d.title,
    CASE WHEN p_rank THEN ts_rank_cd(d.search_vector, p_query) END
  FROM vehicle_documents_content d
  WHERE d.search_vector @@ p_query AND d.user_id = p_user
$$;
