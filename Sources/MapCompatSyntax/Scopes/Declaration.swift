/// Identifies one ``Declaration`` of a ``NameResolver``.
public struct DeclID: Hashable, Comparable, Sendable {
    /// The declaration's position in ``NameResolver/declarations``.
    public let index: Int

    /// Orders declarations as the resolver numbered them.
    public static func < (lhs: DeclID, rhs: DeclID) -> Bool { lhs.index < rhs.index }
}

/// What declares a name.
public enum DeclarationKind: Hashable, Sendable {
    /// `let` or `var`: a local, a global or a stored or computed property.
    case variable
    /// A parameter of a function, initialiser or subscript.
    case parameter
    /// A parameter declared in a closure's signature.
    case closureParameter
    /// `$0`, `$1`… of a closure without a signature; ``Declaration/node`` is the closure.
    case anonymousClosureParameter
    /// A name in a closure's capture list: `[weak self]`, `[x = value]`.
    case capture
    /// `if let`, `guard let`, `while let`: the name is the value of ``Declaration/initializer`` unwrapped (or,
    /// for `if let name`, of ``Declaration/sourceDeclaration``).
    case optionalBinding
    /// A name bound by a `for … in` pattern: it names each element of ``Declaration/initializer``.
    case forInElement
    /// A name bound by a `case` pattern (in a switch, `if case`, `for case`) or a `catch` pattern.
    case patternBinding
    /// `error` in a `catch` clause without a pattern.
    case catchError
    /// `newValue` of a setter or `willSet`, `oldValue` of `didSet`, or the name the accessor gives it.
    case accessorParameter
    /// A function, or an operator function.
    case function
    /// A class, struct, enum, protocol, actor, type alias or associated type.
    case type
    /// The type extended by extensions whose type is not declared in the file (`extension MLNMapView`).
    case extendedType
    /// An enum case.
    case enumCase
    /// A generic parameter.
    case genericParameter
}

/// A declared name, as a ``NameResolver`` found it.
public struct Declaration: Hashable, Sendable {
    /// The declaration's identifier.
    public let id: DeclID
    /// The name declared, without backticks: `mapView`, `$0`, `error`.
    public let name: String
    /// What declares it.
    public let kind: DeclarationKind
    /// The token that declares the name; `nil` for an implicit name (`$0`, `error`, `newValue`, `self` of an
    /// extended type).
    public let nameToken: Token?
    /// The node that declares it: the ``PatternBinding``, ``FunctionParameter``, ``ClosureParameter``,
    /// ``ClosureCapture``, ``OptionalBindingCondition``, ``ForStmt``, ``SwitchCaseItem``, ``CatchItem``,
    /// ``CatchClause``, ``AccessorDecl``, ``ClosureExpr`` (for `$0`), ``EnumCaseElement``,
    /// ``GenericParameter``, or the function or type declaration.
    public let node: Syntax
    /// The type written for the name: a variable's or parameter's annotation, the matching element of a tuple
    /// annotation; `nil` when none is written.
    public let typeAnnotation: TypeSyntax?
    /// The value the name takes, as ``kind`` reads it: a variable's initial value, the optional of an
    /// optional binding, the sequence of a `for` loop, the value a `case` pattern matches, a capture's value,
    /// a parameter's default.
    public let initializer: ExprSyntax?
    /// The declaration the name takes its value from when the source names it rather than writing a value:
    /// `if let mapView` unwraps the `mapView` declared before, `[weak self]` captures `self`.
    public let sourceDeclaration: DeclID?
    /// The type (or extended type) the declaration is a member of.
    public let container: DeclID?
}
