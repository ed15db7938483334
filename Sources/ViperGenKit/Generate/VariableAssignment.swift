/// One `--set key=value` template variable.
public struct VariableAssignment: Sendable, Equatable {
    /// The variable identifier, as in `___VARIABLE_<key>___`.
    public var key: String
    /// The value, used verbatim.
    public var value: String

    /// Creates a variable assignment.
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}
