/// A name accepted by ``NameNormalizer``.
package struct NormalizedName: Equatable, Sendable {
    /// The name to use (`PaymentDetails`, `NetworkService`).
    package let name: String
    /// The name exactly as the user typed it.
    package let input: String

    /// Creates an accepted name.
    package init(name: String, input: String) {
        self.name = name
        self.input = input
    }
}
