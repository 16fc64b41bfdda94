/// A word that Swift reserves, or gives a meaning in some places (`get`, `open`, `async`), as
/// ``Token/keyword`` reports it. Whether a word acts as the keyword depends on where it stands: `open` is a
/// modifier in `open class` and a function name in `open(url)`. Backticked names are never keywords.
public enum Keyword: String, Hashable, Sendable, CaseIterable {
    // Declarations.
    /// `associatedtype`
    case `associatedtype`
    /// `class`
    case `class`
    /// `deinit`
    case `deinit`
    /// `enum`
    case `enum`
    /// `extension`
    case `extension`
    /// `func`
    case `func`
    /// `import`
    case `import`
    /// `init`
    case `init`
    /// `inout`
    case `inout`
    /// `let`
    case `let`
    /// `operator`
    case `operator`
    /// `precedencegroup`
    case `precedencegroup`
    /// `protocol`
    case `protocol`
    /// `struct`
    case `struct`
    /// `subscript`
    case `subscript`
    /// `typealias`
    case `typealias`
    /// `var`
    case `var`
    /// `actor`
    case actor
    /// `macro`
    case macro
    // Modifiers.
    /// `fileprivate`
    case `fileprivate`
    /// `internal`
    case `internal`
    /// `private`
    case `private`
    /// `public`
    case `public`
    /// `open`
    case open
    /// `package`
    case package
    /// `static`
    case `static`
    /// `final`
    case final
    /// `override`
    case override
    /// `convenience`
    case convenience
    /// `required`
    case required
    /// `mutating`
    case mutating
    /// `nonmutating`
    case nonmutating
    /// `lazy`
    case lazy
    /// `weak`
    case weak
    /// `unowned`
    case unowned
    /// `optional`
    case optional
    /// `dynamic`
    case dynamic
    /// `indirect`
    case indirect
    /// `prefix`
    case prefix
    /// `postfix`
    case postfix
    /// `infix`
    case infix
    /// `nonisolated`
    case nonisolated
    /// `distributed`
    case distributed
    /// `consuming`
    case consuming
    /// `borrowing`
    case borrowing
    /// `sending`
    case sending
    /// `isolated`
    case isolated
    /// `__owned`
    case owned = "__owned"
    /// `__shared`
    case shared = "__shared"
    /// `__consuming`
    case legacyConsuming = "__consuming"
    // Statements.
    /// `break`
    case `break`
    /// `case`
    case `case`
    /// `catch`
    case `catch`
    /// `continue`
    case `continue`
    /// `default`
    case `default`
    /// `defer`
    case `defer`
    /// `do`
    case `do`
    /// `else`
    case `else`
    /// `fallthrough`
    case `fallthrough`
    /// `for`
    case `for`
    /// `guard`
    case `guard`
    /// `if`
    case `if`
    /// `in`
    case `in`
    /// `repeat`
    case `repeat`
    /// `return`
    case `return`
    /// `throw`
    case `throw`
    /// `switch`
    case `switch`
    /// `where`
    case `where`
    /// `while`
    case `while`
    // Expressions and types.
    /// `as`
    case `as`
    /// `Any`
    case anyType = "Any"
    /// `false`
    case `false`
    /// `is`
    case `is`
    /// `nil`
    case `nil`
    /// `rethrows`
    case `rethrows`
    /// `self`
    case `self`
    /// `Self`
    case selfType = "Self"
    /// `super`
    case `super`
    /// `throws`
    case `throws`
    /// `true`
    case `true`
    /// `try`
    case `try`
    /// `await`
    case await
    /// `async`
    case async
    /// `some`
    case some
    /// `any`
    case any
    /// `Type`, as in `Int.Type`.
    case type = "Type"
    /// `Protocol`, as in `P.Protocol`.
    case protocolMetatype = "Protocol"
    /// `_`
    case wildcard = "_"
    // Accessors.
    /// `get`
    case get
    /// `set`
    case set
    /// `willSet`
    case willSet
    /// `didSet`
    case didSet
    /// `_modify`
    case modifyAccessor = "_modify"
    /// `_read`
    case readAccessor = "_read"
    // Compiler directives, after `#`.
    /// `elseif`, as in `#elseif`.
    case elseif
    /// `endif`, as in `#endif`.
    case endif
    /// `available`, as in `#available`.
    case available
    /// `unavailable`, as in `#unavailable`.
    case unavailable

    /// The keyword spelled by `bytes`, if any.
    static func lookUp(_ bytes: UnsafeBufferPointer<UInt8>) -> Keyword? {
        guard bytes.count >= 1, bytes.count <= 15 else { return nil }
        let first = bytes[0]
        // Every keyword starts with a lowercase letter, `_`, or one of `A`, `P`, `S`, `T`.
        guard
            (first >= 0x61 && first <= 0x7A) || first == 0x5F || first == 0x41 || first == 0x50 || first == 0x53
                || first == 0x54
        else { return nil }
        return byText[String(decoding: bytes, as: UTF8.self)]
    }

    private static let byText: [String: Keyword] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}
