/// A template file after rendering: its output path (relative to its destination) and bytes.
package struct RenderedFile: Sendable, Equatable {
    /// The "/"-separated output path, such as `Payments/View/PaymentsView.swift`, relative to
    /// the folder of its destination.
    package let path: String
    /// The rendered bytes.
    package let contents: [UInt8]
    /// Where the file goes: the output folder, or another root such as the test target's.
    package let destination: TemplateDestination

    /// Creates a rendered file.
    package init(path: String, contents: [UInt8], destination: TemplateDestination = .output) {
        self.path = path
        self.contents = contents
        self.destination = destination
    }
}
