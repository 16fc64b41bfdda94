import Foundation

#if !canImport(Darwin)
    /// `NSExpression` where swift-corelibs-foundation has none: its `NSExpression` is marked unavailable, so
    /// MapLibre's style properties could not be written on Linux. This class has Foundation's name and the
    /// initialisers MapLibre apps call (`init(forConstantValue:)`, `init(forKeyPath:)`, `init(format:_:)`);
    /// declared in a module that imports Foundation, it is the one Swift picks where a call names
    /// `NSExpression(…)`. Where a file that also imports Foundation writes `NSExpression` as a type
    /// (`let size: NSExpression`), Swift reports the name as ambiguous: write `MapLibreStyle.NSExpression`
    /// there. Headless, constants and key paths are evaluated; functions, interpolations and conditions are
    /// kept, not evaluated.
    open class NSExpression: NSObject, @unchecked Sendable {
        /// What an expression is: Foundation's `NSExpression.ExpressionType`, the cases this stand-in makes.
        public enum ExpressionType: UInt, Sendable {
            /// A fixed value.
            case constantValue = 0
            /// The object evaluated against.
            case evaluatedObject = 1
            /// A `$name` variable.
            case variable = 2
            /// A key path into the object evaluated against (a feature's attribute).
            case keyPath = 3
            /// A function or a format this stand-in does not evaluate.
            case function = 4
        }

        /// What the expression is.
        public let expressionType: ExpressionType
        /// The value of a constant expression.
        public let constantValue: Any?
        /// The key path of a key-path expression (empty otherwise).
        public let keyPath: String
        /// The name of a variable expression (empty otherwise).
        public let variable: String
        /// The text of a function expression (its format, or MapLibre's JSON function name).
        public let function: String
        /// The operands of a function expression.
        public let arguments: [NSExpression]?

        init(type: ExpressionType, constant: Any?, text: String, arguments: [NSExpression]? = nil) {
            expressionType = type
            constantValue = constant
            keyPath = type == .keyPath ? text : ""
            variable = type == .variable ? text : ""
            function = type == .function ? text : ""
            self.arguments = arguments
            super.init()
        }

        /// A constant: `NSExpression(forConstantValue: 7)`.
        public convenience init(forConstantValue obj: Any?) {
            self.init(type: .constantValue, constant: obj, text: "")
        }

        /// An attribute of the feature: `NSExpression(forKeyPath: "name")`.
        public convenience init(forKeyPath keyPath: String) {
            self.init(type: .keyPath, constant: nil, text: keyPath)
        }

        /// A variable such as MapLibre's `$zoomLevel`.
        public convenience init(forVariable string: String) {
            self.init(type: .variable, constant: nil, text: string)
        }

        /// The object evaluated against.
        public class func expressionForEvaluatedObject() -> NSExpression {
            NSExpression(type: .evaluatedObject, constant: nil, text: "")
        }

        /// An expression from a format: a number, a quoted string, `%@` with its argument, `$variable` or a
        /// key path are understood; any other format is kept as an unevaluated function.
        public convenience init(format expressionFormat: String, _ args: any CVarArg...) {
            self.init(format: expressionFormat, argumentArray: args)
        }

        /// An expression from a format and its arguments (see ``init(format:_:)``).
        public convenience init(format expressionFormat: String, argumentArray arguments: [Any]) {
            let text = expressionFormat.trimmingCharacters(in: .whitespaces)
            if let parsed = StyleFormatToken(text, arguments: arguments) {
                switch parsed {
                case .constant(let value): self.init(forConstantValue: value)
                case .keyPath(let path): self.init(forKeyPath: path)
                case .variable(let name): self.init(forVariable: name)
                }
            } else {
                self.init(type: .function, constant: nil, text: text)
            }
        }

        /// The value against an object: a constant's value, or the attribute a key path names in a
        /// `[String: Any]` (a feature's attributes); `nil` for what this stand-in does not evaluate.
        open func expressionValue(with object: Any?, context: NSMutableDictionary?) -> Any? {
            switch expressionType {
            case .constantValue: return constantValue
            case .keyPath: return (object as? [String: Any])?[keyPath]
            case .evaluatedObject: return object
            case .variable, .function: return nil
            }
        }

        /// The expression as a format.
        override open var description: String {
            switch expressionType {
            case .constantValue: return constantValue.map { "\($0)" } ?? "nil"
            case .keyPath: return keyPath
            case .variable: return "$" + variable
            case .evaluatedObject: return "SELF"
            case .function: return function
            }
        }
    }

    /// A predicate where swift-corelibs-foundation has no `NSPredicate(format:)`: Foundation's name, with
    /// `init(format:_:)`, `init(value:)` and `init(block:)`. Formats of one comparison of an attribute
    /// with a value (`"kind == 'wreck'"`, `"%K == %@"`, `"cluster != YES"`) are evaluated against a feature's
    /// attributes; any other format is kept and matches every feature (``isEvaluated`` is `false`). The
    /// same ambiguity as `NSExpression` applies where a file names the type.
    open class NSPredicate: NSObject, @unchecked Sendable {
        /// The format the predicate was made from (`TRUEPREDICATE`/`FALSEPREDICATE` for values, `BLOCKPREDICATE`
        /// for blocks).
        public let predicateFormat: String
        let test: @Sendable (Any?) -> Bool
        /// Whether the predicate is evaluated headless (a format other than one comparison is not).
        public let isEvaluated: Bool

        init(format: String, evaluated: Bool, test: @escaping @Sendable (Any?) -> Bool) {
            predicateFormat = format
            isEvaluated = evaluated
            self.test = test
            super.init()
        }

        /// A predicate from a format and its arguments.
        public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
            self.init(format: predicateFormat, argumentArray: args)
        }

        /// A predicate from a format and an array of arguments.
        public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
            if let comparison = StyleComparison(predicateFormat, arguments: arguments ?? []) {
                self.init(format: predicateFormat, evaluated: true) { comparison.matches($0) }
            } else {
                self.init(format: predicateFormat, evaluated: false) { _ in true }
            }
        }

        /// A predicate that always answers `value`.
        public convenience init(value: Bool) {
            self.init(format: value ? "TRUEPREDICATE" : "FALSEPREDICATE", evaluated: true) { _ in value }
        }

        /// A predicate answered by a closure.
        public convenience init(block: @escaping @Sendable (Any?, [String: Any]?) -> Bool) {
            self.init(format: "BLOCKPREDICATE", evaluated: true) { block($0, nil) }
        }

        /// Whether `object` (a feature's attributes) matches.
        open func evaluate(with object: Any?) -> Bool { test(object) }

        /// The format.
        override open var description: String { predicateFormat }
    }
#endif
