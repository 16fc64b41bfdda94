extension InteractiveMap {
    /// A new identifier for an object an adapter puts on this map for the app without the app naming it (a
    /// vendor's annotation or overlay object): `"\(prefix)-\(number)"`, the number counting from 1 for each
    /// prefix, so that no two objects of one map share one. The number is also the object's place among
    /// those of its prefix, in the order they were given (NAVER draws overlays of equal z in that order).
    public func newIdentifier(prefix: String) -> (rawValue: String, number: Int) {
        let number = identifiersGiven[prefix, default: 0] + 1
        identifiersGiven[prefix] = number
        return ("\(prefix)-\(number)", number)
    }
}
