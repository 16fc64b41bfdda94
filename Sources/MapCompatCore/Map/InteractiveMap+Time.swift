extension InteractiveMap {
    /// Advances virtual time by `seconds`, running everything that falls due on the way.
    ///
    /// - Throws: ``MapCompatError`` when `seconds` is negative or not finite; nothing changes then.
    public func advance(by seconds: Double) throws(MapCompatError) {
        let seconds = try MapCompatError.finite(seconds, "seconds")
        guard seconds >= 0 else {
            throw MapCompatError(.timeWentBackwards, field: "seconds", "\(seconds) is negative")
        }
        try advance(to: now + seconds)
    }

    /// Advances virtual time to `time`: an animation that ends on the way finishes at its own end time, so
    /// its events carry that time.
    ///
    /// - Throws: ``MapCompatError`` when `time` is not finite or lies in the past; nothing changes then.
    public func advance(to time: Double) throws(MapCompatError) {
        var target = clock
        try target.advance(to: time)
        while let running = animation, running.end <= time {
            try clock.advance(to: max(running.end, now))
            stepAnimation()
            settle()
        }
        clock = target
        stepAnimation()
        settle()
    }
}
