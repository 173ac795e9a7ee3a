SELECT "feeder" AS v, COUNT("__time") AS n
FROM "meter_load_test"
WHERE ("rate_class" IN (?))
GROUP BY 1
ORDER BY n DESC, v ASC
LIMIT ?
-- params: ["residential",100]
