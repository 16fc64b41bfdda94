extension InteractiveMap {
    /// The recognizers in the order they are asked: those the app added first, then the built-in ones.
    public var gestureRecognizers: [GestureRecognizer] { arena.recognizers }

    /// Adds an app recognizer; it is asked before every built-in one, so it wins a tie.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        arena.add(recognizer)
    }

    /// Removes an app recognizer; built-in ones cannot be removed (disable them through
    /// ``gestureSettings``).
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        arena.remove(recognizer)
    }
}
