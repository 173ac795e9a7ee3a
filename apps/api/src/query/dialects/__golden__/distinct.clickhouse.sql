SELECT "feeder" AS v, COUNT("__time") AS n
FROM "meter_load_test"
WHERE ("rate_class" IN ({p1:String}))
GROUP BY 1
ORDER BY n DESC, v ASC
LIMIT {p2:Int64}
-- params: ["residential",100]
