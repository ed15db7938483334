/// Text that is not valid JSON: where the first problem is and what was expected there.
package struct JSONSyntaxError: Error, Equatable, Sendable {
    /// Where the problem is.
    package let position: TextPosition
    /// What is wrong and what to do about it (`expected ',' or ']' after an array element`).
    package let message: String
}
