-- Accounts open through a mailed link from now on (decision 021); every account made before
-- could sign in already and stays open.
UPDATE "users" SET "email_verified" = true WHERE "email_verified" = false;
