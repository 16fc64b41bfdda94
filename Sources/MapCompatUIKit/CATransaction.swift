#if !canImport(UIKit)
    import Foundation

    /// The key of a transaction's animation duration (Core Animation's `kCATransactionAnimationDuration`).
    public let kCATransactionAnimationDuration = "animationDuration"
    /// The key of a transaction's timing function (Core Animation's `kCATransactionAnimationTimingFunction`).
    public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
    /// The key of a transaction's switch that turns implicit animations off (`kCATransactionDisableActions`).
    public let kCATransactionDisableActions = "disableActions"

    /// Core Animation's transactions (a stand-in for `CATransaction`): nothing is drawn headless, but the values
    /// an app sets between ``begin()`` and ``commit()`` are kept, nested and per thread as Core Animation keeps
    /// them, so that a map view that animates inside one reads them. Google's Maps SDK takes the length and
    /// curve of `animate(to:)` from the transaction around it (its guide sets
    /// `kCATransactionAnimationDuration`; googlemaps-samples/maps-sdk-for-ios-samples
    /// `MarkerEventsViewController.swift` calls ``setAnimationDuration(_:)``).
    ///
    /// ```swift
    /// CATransaction.begin()
    /// CATransaction.setAnimationDuration(3)
    /// mapView.animate(to: camera)
    /// CATransaction.commit()
    /// ```
    ///
    /// The class has no instance state (every member is a class method over per-thread values), so it is
    /// `Sendable`.
    open class CATransaction: NSObject, @unchecked Sendable {
        /// Opens a transaction nested in the current one.
        open class func begin() {
            stack.values.append([:])
        }

        /// Closes the innermost transaction; without one open, does nothing.
        open class func commit() {
            guard !stack.values.isEmpty else { return }
            stack.values.removeLast()
        }

        /// Nothing is drawn headless, so there is nothing to flush.
        open class func flush() {}

        /// The duration set in an open transaction, else Core Animation's default, 0.25 s.
        open class func animationDuration() -> TimeInterval {
            value(forKey: kCATransactionAnimationDuration) as? TimeInterval ?? 0.25
        }

        /// Sets the duration of animations made in the innermost open transaction.
        open class func setAnimationDuration(_ duration: TimeInterval) {
            setValue(duration, forKey: kCATransactionAnimationDuration)
        }

        /// The timing function set in an open transaction, else `nil` (each animation's own).
        open class func animationTimingFunction() -> CAMediaTimingFunction? {
            value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
        }

        /// Sets the timing function of animations made in the innermost open transaction.
        open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
            setValue(function, forKey: kCATransactionAnimationTimingFunction)
        }

        /// Whether implicit animations are off in an open transaction (`false` by default).
        open class func disableActions() -> Bool {
            value(forKey: kCATransactionDisableActions) as? Bool ?? false
        }

        /// Turns implicit animations off or on in the innermost open transaction.
        open class func setDisableActions(_ flag: Bool) {
            setValue(flag, forKey: kCATransactionDisableActions)
        }

        /// The value set for `key` in the innermost open transaction that set one, else `nil`.
        open class func value(forKey key: String) -> Any? {
            for values in stack.values.reversed() {
                if let value = values[key] { return value }
            }
            return nil
        }

        /// Sets a value in the innermost open transaction; with none open, Core Animation's implicit transaction
        /// ends with the current turn of the run loop, which headless code never reaches: the value is dropped.
        open class func setValue(_ value: Any?, forKey key: String) {
            guard !stack.values.isEmpty else { return }
            stack.values[stack.values.count - 1][key] = value
        }

        /// This thread's open transactions, innermost last: Core Animation's are per thread.
        private static var stack: TransactionStack {
            let dictionary = Thread.current.threadDictionary
            if let stack = dictionary[TransactionStack.key] as? TransactionStack { return stack }
            let stack = TransactionStack()
            dictionary[TransactionStack.key] = stack
            return stack
        }
    }

    /// One thread's open transactions and their values.
    private final class TransactionStack {
        static let key = "MapCompatUIKit.CATransaction"
        var values: [[String: Any]] = []
    }
#endif
