/// One of N equal parts of a spec list, so CI can split a suite across machines: spec number `i` (counting
/// from 0 in the sorted list) belongs to shard `i mod N`.
///
/// On the command line shards are written `K/N` with K counting from 1 (`--shard 1/3` … `--shard 3/3`);
/// the environment variables `TEST_SHARD_INDEX` (from 0) and `TEST_TOTAL_SHARDS` follow Bazel's convention.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// The shard's position, counting from 0.
    public let index: Int
    /// How many shards there are.
    public let count: Int

    /// Creates a shard from a 0-based index.
    ///
    /// - Throws: ``ShardError`` unless `count` is positive and `index` lies in `0..<count`.
    public init(index: Int, count: Int) throws(ShardError) {
        guard count > 0 else { throw ShardError("the shard count \(count) is not positive") }
        guard (0..<count).contains(index) else {
            throw ShardError("the shard \(index + 1) is outside 1...\(count)")
        }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`, K counting from 1.
    ///
    /// - Throws: ``ShardError`` when the text is not two whole numbers with 1 ≤ K ≤ N.
    public init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else {
            throw ShardError("\"\(text)\" is not K/N (for example 1/4)")
        }
        try self.init(index: k - 1, count: n)
    }

    /// The shard Bazel's `TEST_SHARD_INDEX` (0-based) and `TEST_TOTAL_SHARDS` select, or `nil` when
    /// `TEST_TOTAL_SHARDS` is unset.
    ///
    /// - Throws: ``ShardError`` when the variables are not valid numbers or the index is missing.
    public static func fromEnvironment(_ environment: [String: String]) throws(ShardError) -> Shard? {
        guard let total = environment["TEST_TOTAL_SHARDS"] else { return nil }
        guard let count = Int(total) else { throw ShardError("TEST_TOTAL_SHARDS=\"\(total)\" is not a number") }
        guard let text = environment["TEST_SHARD_INDEX"], let index = Int(text) else {
            throw ShardError("TEST_SHARD_INDEX must be a number from 0 when TEST_TOTAL_SHARDS is set")
        }
        return try Shard(index: index, count: count)
    }

    /// Whether the item at `position` of the full list belongs to this shard.
    public func contains(position: Int) -> Bool { position % count == index }

    /// This shard's items, in their original order.
    public func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { contains(position: $0.offset) }.map(\.element)
    }

    /// `K/N`, K counting from 1.
    public var description: String { "\(index + 1)/\(count)" }
}

/// A shard that cannot exist, such as `0/3` or `4/3`.
public struct ShardError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
