/// Declarations of the support types a style's modules and services use (issue 36), for test
/// apps that are only a config and a sources folder: without them a module is refused, as it
/// would not compile there.
enum SupportStubs {
    /// What the swiftui module and service templates use.
    static let swiftUI = """
        open class Assembly {}
        final class ApplicationViewBuilder {}
        final class NavigationAssembly: Assembly {}
        protocol NavigationServiceType: AnyObject {}
        protocol InteractorProtocol: AnyObject {}
        protocol PresenterProtocol: AnyObject {}
        protocol RouterProtocol: AnyObject {}
        protocol ViewStateProtocol: AnyObject {}

        """
}
