/// A command's syntax with the type of its options hidden: what help shows and the parser runs.
protocol CommandLineSyntax {
    /// The options the command takes, in help order.
    var spellings: [OptionSpelling] { get }
    /// The invocation that `arguments` (after the command's name) ask for, or the usage error
    /// that refuses them.
    func invocation(for arguments: [String]) throws -> Invocation
}
