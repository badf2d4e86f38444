-- CNPJs are stored normalised (upper case, no mask), so duplicates and searches compare one form.
UPDATE "reseller_applications" SET "cnpj" = upper(regexp_replace("cnpj", '[^0-9A-Za-z]', '', 'g')) WHERE "cnpj" ~ '[^0-9A-Z]';
