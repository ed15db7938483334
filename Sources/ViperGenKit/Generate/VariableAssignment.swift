/// One `--set key=value` template variable.
package struct VariableAssignment: Sendable, Equatable {
    /// The variable identifier, as in `___VARIABLE_<key>___`.
    package var key: String
    /// The value, used verbatim.
    package var value: String

    /// Creates a variable assignment.
    package init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}
