import Foundation
import MapCompatUIKit

/// One token of a style format, as `NSExpression`'s and `NSPredicate`'s stand-ins read it: a number, a
/// quoted string, `TRUE`/`YES`/`FALSE`/`NO`, `%@` (the next argument), `%K` (a key path argument),
/// `$name` or a bare key path.
enum StyleFormatToken {
    case constant(any Sendable)
    case keyPath(String)
    case variable(String)

    /// Reads `text` as one token, taking arguments from `arguments` in order; `nil` when it is not one.
    init?(_ text: String, arguments: [Any], next: inout Int) {
        if text == "%@" || text == "%K" {
            guard next < arguments.count else { return nil }
            let argument = arguments[next]
            next += 1
            if text == "%K" {
                guard let key = argument as? String else { return nil }
                self = .keyPath(key)
            } else {
                self = .constant(StyleFormatToken.sendable(argument))
            }
            return
        }
        if let number = Double(text) {
            self = .constant(number)
        } else if ["TRUE", "YES"].contains(text.uppercased()) {
            self = .constant(true)
        } else if ["FALSE", "NO"].contains(text.uppercased()) {
            self = .constant(false)
        } else if text.count >= 2, let first = text.first, first == text.last, first == "'" || first == "\"" {
            self = .constant(String(text.dropFirst().dropLast()))
        } else if text.hasPrefix("$"), text.count > 1 {
            self = .variable(String(text.dropFirst()))
        } else if !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
            self = .keyPath(text)
        } else {
            return nil
        }
    }

    /// Reads a whole format as one token.
    init?(_ text: String, arguments: [Any]) {
        var next = 0
        self.init(text, arguments: arguments, next: &next)
    }

    /// An argument as a value that may cross threads: numbers, strings and Booleans as themselves, anything
    /// else as its description.
    static func sendable(_ value: Any) -> any Sendable {
        switch value {
        case let number as Double: number
        case let number as Int: Double(number)
        case let number as Float: Double(number)
        case let number as CGFloat: Double(number)
        case let flag as Bool: flag
        case let string as String: string
        case let number as NSNumber: number.doubleValue
        // A colour stays a colour: layers read it back (`circleColor`), as MapLibre's do.
        case let colour as UIColor: colour
        default: "\(value)"
        }
    }
}

/// One comparison of a feature's attribute with a value (`key == value`, `!=`, `<`, `<=`, `>`, `>=`), the
/// predicate format MapLibre apps filter layers with most.
struct StyleComparison: Sendable {
    let key: String
    let operation: String
    let value: any Sendable

    /// Reads `format`; `nil` unless it is one comparison of a key path with a constant.
    init?(_ format: String, arguments: [Any]) {
        let operations = ["==", "!=", "<=", ">=", "=", "<", ">"]
        guard let operation = operations.first(where: { format.contains(" \($0) ") }),
            let range = format.range(of: " \(operation) ")
        else { return nil }
        let left = format[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        let right = format[range.upperBound...].trimmingCharacters(in: .whitespaces)
        var next = 0
        guard case .keyPath(let key)? = StyleFormatToken(left, arguments: arguments, next: &next),
            case .constant(let value)? = StyleFormatToken(right, arguments: arguments, next: &next)
        else { return nil }
        self.key = key
        self.operation = operation == "=" ? "==" : operation
        self.value = value
    }

    /// Whether a feature's attributes (a `[String: Any]`) satisfy the comparison; a missing attribute
    /// satisfies only `!=`.
    func matches(_ object: Any?) -> Bool {
        guard let attributes = object as? [String: Any], let found = attributes[key] else {
            return operation == "!="
        }
        let actual = StyleFormatToken.sendable(found)
        let order: Int?
        switch (actual, value) {
        case (let a as Double, let b as Double): order = a < b ? -1 : (a > b ? 1 : 0)
        case (let a as String, let b as String): order = a < b ? -1 : (a > b ? 1 : 0)
        case (let a as Bool, let b as Bool): order = a == b ? 0 : nil
        case (let a as Bool, let b as Double): order = (a ? 1.0 : 0.0) == b ? 0 : nil
        default: order = nil
        }
        switch operation {
        case "==": return order == 0
        case "!=": return order != 0
        case "<": return order == -1
        case "<=": return order == -1 || order == 0
        case ">": return order == 1
        case ">=": return order == 1 || order == 0
        default: return false
        }
    }
}
