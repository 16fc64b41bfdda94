import MapCompatConformance
import Testing

struct ShardTests {
    @Test(arguments: [1, 2, 3, 7], [0, 1, 5, 20])
    func shardsPartitionTheSuiteExactly(count: Int, specs: Int) throws {
        let ids = (0..<specs).map { "spec-\($0)" }
        var seen: [String: Int] = [:]
        for k in 1...count {
            for id in try Shard(parsing: "\(k)/\(count)").select(ids) { seen[id, default: 0] += 1 }
        }
        #expect(seen.count == specs)
        #expect(seen.values.allSatisfy { $0 == 1 })
    }

    @Test func shardsKeepOrderAndTakeEveryNth() throws {
        #expect(try Shard(parsing: "2/3").select(Array(0..<8)) == [1, 4, 7])
        #expect(try Shard(parsing: "2/3").description == "2/3")
    }

    @Test func invalidShardsAreRejected() {
        for text in ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "-1/2"] {
            #expect(throws: ShardError.self, "\(text)") { try Shard(parsing: text) }
        }
    }

    @Test func bazelEnvironmentCountsFromZero() throws {
        #expect(try Shard.fromEnvironment([:]) == nil)
        let shard = try #require(try Shard.fromEnvironment(["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "0"]))
        #expect(shard.index == 0 && shard.count == 4 && shard.description == "1/4")
        #expect(throws: ShardError.self) { try Shard.fromEnvironment(["TEST_TOTAL_SHARDS": "4"]) }
        #expect(throws: ShardError.self) {
            try Shard.fromEnvironment(["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "4"])
        }
    }

    @Test func filtersMatchSubstringsOrWholeGlobs() {
        #expect(SpecFilter("pan").matches("gestures/pan-fling"))
        #expect(SpecFilter("gestures/*").matches("gestures/pan-fling"))
        #expect(!SpecFilter("gestures/*").matches("camera/gestures/pan"))
        #expect(SpecFilter("*/pan-?ling").matches("gestures/pan-fling"))
        #expect(!SpecFilter("*pan").matches("gestures/pan-fling"))
    }
}
