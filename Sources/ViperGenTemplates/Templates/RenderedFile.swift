/// A template file after rendering: its output path (relative to the output folder) and bytes.
public struct RenderedFile: Sendable, Equatable {
    /// The "/"-separated output path, such as `Payments/View/PaymentsView.swift`.
    public let path: String
    /// The rendered bytes.
    public let contents: [UInt8]

    /// Creates a rendered file.
    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }
}
