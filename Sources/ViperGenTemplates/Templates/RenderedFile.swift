/// A template file after rendering: its output path (relative to its destination) and bytes.
public struct RenderedFile: Sendable, Equatable {
    /// The "/"-separated output path, such as `Payments/View/PaymentsView.swift`, relative to
    /// the folder of its destination.
    public let path: String
    /// The rendered bytes.
    public let contents: [UInt8]
    /// Where the file goes: the output folder, or another root such as the test target's.
    public let destination: TemplateDestination

    /// Creates a rendered file.
    public init(path: String, contents: [UInt8], destination: TemplateDestination = .output) {
        self.path = path
        self.contents = contents
        self.destination = destination
    }
}
