/// The kind of a syntax node, named after SwiftSyntax's node types without their `Syntax` suffix
/// (`functionDecl` is SwiftSyntax's `FunctionDeclSyntax`).
public enum SyntaxKind: UInt8, Hashable, Sendable, CaseIterable {
    // The file and its blocks.
    /// A whole file: its statements and declarations, then the end-of-file token.
    case sourceFile
    /// `{ statements }` of a function, closure-less statement or accessor.
    case codeBlock
    /// `{ members }` of a type or extension.
    case memberBlock
    /// Tokens the parser did not understand, kept byte for byte.
    case unknown
    /// `@name` or `@name(arguments)`.
    case attribute
    /// An attribute's parenthesised arguments, kept as tokens (`(iOS 13, *)`, `(mapView:didTap:)`).
    case attributeArguments
    /// A declaration modifier: `public`, `private(set)`, `static`, `override`, `weak`…
    case declModifier
    /// `#if … #elseif … #else … #endif`.
    case ifConfigDecl
    /// One clause of an `#if` block: its directive, condition and elements.
    case ifConfigClause

    // Declarations.
    /// `import Module` or `import class Module.Type`.
    case importDecl
    /// `class Name { … }`.
    case classDecl
    /// `struct Name { … }`.
    case structDecl
    /// `enum Name { … }`.
    case enumDecl
    /// `protocol Name { … }`.
    case protocolDecl
    /// `actor Name { … }`.
    case actorDecl
    /// `extension Type { … }`.
    case extensionDecl
    /// `typealias Name = Type`.
    case typeAliasDecl
    /// `associatedtype Name`.
    case associatedTypeDecl
    /// `func name(parameters) -> Result { … }`.
    case functionDecl
    /// `init(parameters) { … }`.
    case initializerDecl
    /// `deinit { … }`.
    case deinitializerDecl
    /// `subscript(parameters) -> Result { … }`.
    case subscriptDecl
    /// `let` or `var` with one or more pattern bindings.
    case variableDecl
    /// One binding of a variable declaration: `name: Type = value { accessors }`.
    case patternBinding
    /// `case a, b(Int), c = 3` in an enum.
    case enumCaseDecl
    /// One case of an enum case declaration.
    case enumCaseElement
    /// An enum case's associated values: `(Int, label: String)`.
    case enumCaseParameterClause
    /// One associated value of an enum case.
    case enumCaseParameter
    /// `infix operator +++ : AdditionPrecedence`.
    case operatorDecl
    /// `precedencegroup Name { … }`.
    case precedenceGroupDecl
    /// `macro name(…) = #externalMacro(…)`.
    case macroDecl

    // Parts of declarations.
    /// `<T, U: Equatable>` after a declaration's name.
    case genericParameterClause
    /// One generic parameter: `T`, `U: Equatable`.
    case genericParameter
    /// `where T: Equatable, U == Int`.
    case genericWhereClause
    /// One requirement of a `where` clause.
    case genericRequirement
    /// `<Int, String>` after a type or expression.
    case genericArgumentClause
    /// `: Superclass, Protocol`.
    case inheritanceClause
    /// One entry of an inheritance clause.
    case inheritedType
    /// A function's parameters, effects (`async`, `throws`) and result.
    case functionSignature
    /// `(parameters)` of a function, initialiser, subscript or enum case.
    case functionParameterClause
    /// One parameter: `label name: Type = default`.
    case functionParameter
    /// `-> Type`.
    case returnClause
    /// `{ get set }`, `{ willSet { … } didSet { … } }`, or a computed property's getter body.
    case accessorBlock
    /// One accessor: `get { … }`, `set(newValue) { … }`, `didSet { … }`.
    case accessorDecl
    /// `= value` of a binding, parameter default or enum raw value.
    case initializerClause
    /// `: Type` of a binding.
    case typeAnnotation
    /// `= Type` of a type alias or associated type.
    case typeInitializerClause

    // Statements.
    /// `if conditions { … } else …`.
    case ifExpr
    /// `guard conditions else { … }`.
    case guardStmt
    /// `for pattern in sequence where condition { … }`.
    case forStmt
    /// `while conditions { … }`.
    case whileStmt
    /// `repeat { … } while condition`.
    case repeatStmt
    /// `switch subject { cases }`.
    case switchExpr
    /// One case of a switch: its label and statements.
    case switchCase
    /// `case pattern, pattern where condition:`.
    case switchCaseLabel
    /// `default:`.
    case switchDefaultLabel
    /// One pattern of a case label, with its `where` clause.
    case switchCaseItem
    /// `where condition` of a case item, catch item or `for` loop.
    case whereClause
    /// `return value`.
    case returnStmt
    /// `throw error`.
    case throwStmt
    /// `break label`.
    case breakStmt
    /// `continue label`.
    case continueStmt
    /// `fallthrough`.
    case fallthroughStmt
    /// `defer { … }`.
    case deferStmt
    /// `do { … } catch … { … }`.
    case doStmt
    /// `catch pattern where condition { … }`.
    case catchClause
    /// One pattern of a catch clause.
    case catchItem
    /// `label: statement`.
    case labeledStmt
    /// `let name: Type = value` (or `let name`) in a condition.
    case optionalBindingCondition
    /// `case pattern = value` in a condition.
    case matchingPatternCondition
    /// `#available(…)` or `#unavailable(…)` in a condition.
    case availabilityCondition

    // Expressions.
    /// A name used as a value: `x`, `self`, `Self`, `init`, `+` (an operator passed as a function).
    case declReferenceExpr
    /// `super`.
    case superExpr
    /// `_` assigned to.
    case discardAssignmentExpr
    /// `base.name`, or `.name` with the base implied.
    case memberAccessExpr
    /// `(label:other:)` naming a function's argument labels.
    case declNameArguments
    /// `callee(arguments) { trailing closure } label: { more }`.
    case functionCallExpr
    /// `base[arguments]`.
    case subscriptCallExpr
    /// One argument or tuple element: `label: value`.
    case labeledExpr
    /// An additional trailing closure: `label: { … }`.
    case multipleTrailingClosureElement
    /// `base?`, starting an optional chain.
    case optionalChainingExpr
    /// `base!`.
    case forceUnwrapExpr
    /// `operand…` with a postfix operator.
    case postfixOperatorExpr
    /// `-operand`, `!operand`.
    case prefixOperatorExpr
    /// `&operand`.
    case inOutExpr
    /// `left operator right`, operators folded by Swift's standard precedence groups.
    case infixOperatorExpr
    /// An infix operator other than `=` and `->`.
    case binaryOperatorExpr
    /// `=` of an assignment.
    case assignmentExpr
    /// `->` in an expression.
    case arrowExpr
    /// `condition ? then : else`.
    case ternaryExpr
    /// `value as Type`, `as?`, `as!`.
    case asExpr
    /// `value is Type`.
    case isExpr
    /// `try`, `try?` or `try!` over everything to its right.
    case tryExpr
    /// `await` over everything to its right.
    case awaitExpr
    /// `(a, b)`, or a parenthesised expression.
    case tupleExpr
    /// `[a, b]`.
    case arrayExpr
    /// One element of an array literal.
    case arrayElement
    /// `[key: value]` or `[:]`.
    case dictionaryExpr
    /// One entry of a dictionary literal.
    case dictionaryElement
    /// `42`.
    case integerLiteralExpr
    /// `1.5`.
    case floatLiteralExpr
    /// `true` or `false`.
    case booleanLiteralExpr
    /// `nil`.
    case nilLiteralExpr
    /// A string literal: its delimiters, text segments and interpolations.
    case stringLiteralExpr
    /// Literal text of a string literal.
    case stringSegment
    /// An interpolation `\(…)` of a string literal, its code parsed as expressions.
    case expressionSegment
    /// `\Root.path?.to[0]`.
    case keyPathExpr
    /// One component of a key path: `.name`, `?`, `!` or `[index]`.
    case keyPathComponent
    /// `#name(arguments)`: `#selector(…)`, `#keyPath(…)`, `#file`.
    case macroExpansionExpr
    /// `{ signature in statements }`.
    case closureExpr
    /// A closure's `[captures] (parameters) -> Result in`.
    case closureSignature
    /// `[weak self, x = value]`.
    case closureCaptureClause
    /// One capture: `weak self`, `x = value`.
    case closureCapture
    /// `(a: Int, b)` of a closure.
    case closureParameterClause
    /// One parenthesised closure parameter.
    case closureParameter
    /// One closure parameter named without parentheses: `a` in `{ a, b in … }`.
    case closureShorthandParameter
    /// `Name<Arguments>` in an expression.
    case genericSpecializationExpr
    /// A pattern inside an expression pattern: `let x` in `case .some(let x)`.
    case patternExpr

    // Types.
    /// `Name` or `Name<Arguments>`.
    case identifierType
    /// `Base.Name`.
    case memberType
    /// `Wrapped?`.
    case optionalType
    /// `Wrapped!`.
    case implicitlyUnwrappedOptionalType
    /// `[Element]`.
    case arrayType
    /// `[Key: Value]`.
    case dictionaryType
    /// `(A, label: B)`.
    case tupleType
    /// One element of a tuple type or function type's parameters.
    case tupleTypeElement
    /// `(Parameters) async throws -> Result`.
    case functionType
    /// A type with attributes or specifiers: `@escaping () -> Void`, `inout Int`.
    case attributedType
    /// `some Protocol` or `any Protocol`.
    case someOrAnyType
    /// `Base.Type` or `Base.Protocol`.
    case metatypeType
    /// `A & B`.
    case compositionType
    /// `~Copyable`.
    case suppressedType

    // Patterns.
    /// A name bound by a pattern.
    case identifierPattern
    /// `_`.
    case wildcardPattern
    /// `(a, b)` as a pattern.
    case tuplePattern
    /// One element of a tuple pattern.
    case tuplePatternElement
    /// `let pattern` or `var pattern`.
    case valueBindingPattern
    /// An expression matched as a pattern: `.some(let x)`, `0...9`.
    case expressionPattern
    /// `is Type`.
    case isTypePattern
}
