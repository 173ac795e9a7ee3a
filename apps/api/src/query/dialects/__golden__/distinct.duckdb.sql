SELECT "feeder" AS v, COUNT("__time") AS n
FROM "meter_load_test"
WHERE ("rate_class" IN ($1))
GROUP BY 1
ORDER BY n DESC, v ASC
LIMIT $2
-- params: ["residential",100]
