/// A name accepted by ``NameNormalizer``.
public struct NormalizedName: Equatable, Sendable {
    /// The name to use (`PaymentDetails`, `NetworkService`).
    public let name: String
    /// The name exactly as the user typed it.
    public let input: String

    /// Creates an accepted name.
    public init(name: String, input: String) {
        self.name = name
        self.input = input
    }
}
