import ViperGenSystem

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

    /// Whether ``name`` differs from what the user typed.
    public var wasChanged: Bool { name != input }

    /// `Using 'PaymentDetails' for 'payment-details'`, or `nil` when nothing changed.
    public var changeNotice: String? {
        wasChanged ? "Using \(EchoedValue(name)) for \(EchoedValue(input))" : nil
    }
}
