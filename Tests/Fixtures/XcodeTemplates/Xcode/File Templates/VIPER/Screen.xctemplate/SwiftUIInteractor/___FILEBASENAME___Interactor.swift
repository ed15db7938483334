//___FILEHEADER___

/// The business logic of the ___VARIABLE_productName___ screen.
final class ___FILEBASENAMEASIDENTIFIER___: Sendable {
    func title() async -> String {
        "___VARIABLE_productName:swiftString___"
    }
}
