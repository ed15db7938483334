import Testing

@testable import ViperGenSwiftSource

/// Completing test doubles with the requirements of the protocols as the app declares them.
@Suite("Test double completion")
struct TestDoubleCompletionTests {
    /// The app's base protocols: `Viewable` requires more than viper-gen's template expects.
    static let app = """
        import UIKit

        protocol Screen {
            var screenName: String { get }
            func track(_ event: String, properties: [String: String]) -> Bool
        }

        protocol Viewable: AnyObject, Screen {
            func push(_ viewController: UIViewController, animated: Bool)
            func present(_ viewController: UIViewController, animated: Bool)
            func pop(animated: Bool)
            func dismiss(animated: Bool)
            func dismiss(animated: Bool, completion: (() -> Void)?)
            var isVisible: Bool { get }
        }

        extension Screen {
            func track(_ event: String, properties: [String: String]) -> Bool { true }
        }

        extension Viewable where Self: UIViewController {
            var isVisible: Bool { view.window != nil }
        }
        """

    /// The module's view protocol, as the rendered module declares it.
    static let module = """
        @MainActor
        protocol PaymentsViewInputs: AnyObject {
            func configure(entities: PaymentsEntities)
        }
        """

    /// The view spy as viper-gen's uikit template renders it.
    static let spy = """
        import UIKit

        @testable import MyApp

        /// The Payments screen for tests.
        final class PaymentsViewSpy: PaymentsViewInputs, Viewable {
            /// The entities passed to `configure(entities:)`, in order.
            private(set) var configuredEntities: [PaymentsEntities] = []
            /// The navigation asked of the screen, in order.
            private(set) var navigation: [String] = []

            func configure(entities: PaymentsEntities) {
                configuredEntities.append(entities)
            }

            func push(_ viewController: UIViewController, animated: Bool) {
                navigation.append("push")
            }

            func present(_ viewController: UIViewController, animated: Bool) {
                navigation.append("present")
            }

            func pop(animated: Bool) {
                navigation.append("pop")
            }

            func dismiss(animated: Bool) {
                navigation.append("dismiss")
            }
        }

        """

    /// The declarations of the app and the module.
    static func known(_ app: String = app, module: String = module) -> KnownDeclarations {
        var known = KnownDeclarations()
        known.add(SwiftDeclarations(text: module), origin: "this module")
        known.add(SwiftDeclarations(text: app), origin: "MyApp")
        return known
    }

    @Test func addsTheMissingRequirementsOfTheAppsProtocolAndThoseItInherits() {
        let outcome = TestDoubleCompletion(known: Self.known()).complete(Self.spy)
        let expected = Self.spy.replacingOccurrences(
            of: """
                        navigation.append("dismiss")
                    }
                }
                """,
            with: """
                        navigation.append("dismiss")
                    }

                    // Requirements of Viewable as MyApp declares it.
                    /// Records a call of `dismiss(animated:completion:)`.
                    func dismiss(animated: Bool, completion: (() -> Void)?) {
                        navigation.append("dismiss(animated:completion:)")
                    }

                    /// Stands in for `isVisible`; set it as a test needs.
                    var isVisible: Bool = false

                    // Requirements of Screen as MyApp declares it.
                    /// Stands in for `screenName`; set it as a test needs.
                    var screenName: String = ""
                }
                """)
        #expect(outcome.text == expected, "\(outcome.text)")
        #expect(
            outcome.additions == [
                .init(
                    double: "PaymentsViewSpy", protocolName: "Screen",
                    requirements: ["screenName"]),
                .init(
                    double: "PaymentsViewSpy", protocolName: "Viewable",
                    requirements: ["dismiss(animated:completion:)", "isVisible"]),
            ])
        #expect(outcome.leftAlone.isEmpty)
    }

    @Test func leavesADoubleThatHasEverythingAsItIs() {
        let app = """
            protocol Viewable: AnyObject {
                func push(_ viewController: UIViewController, animated: Bool)
                func present(_ viewController: UIViewController, animated: Bool)
                func pop(animated: Bool)
                func dismiss(animated: Bool)
            }
            """
        let outcome = TestDoubleCompletion(known: Self.known(app)).complete(Self.spy)
        #expect(outcome.text == Self.spy)
        #expect(outcome.additions.isEmpty)
    }
}

extension TestDoubleCompletionTests {
    /// A protocol with a requirement of every kind.
    static let everyKind = """
        protocol Loading: AnyObject {
            associatedtype Key = String
            var count: Int { get set }
            var delegate: (any LoadingDelegate)? { get set }
            var session: Session { get }
            static var identifier: String { get }
            var snapshot: [String: Int] { get async throws }
            init(session: Session)
            func load(_ key: Key) async throws -> Data
            func fetch<T: Decodable>(_ type: T.Type) throws(LoadError) -> T
            func copy() -> Self
            func cancel()
            func cancel(_ key: Key)
            static func reset()
            subscript(key: Key) -> Data? { get set }
            @objc optional func didLoad()
            #if DEBUG
            func debugDump() -> [String]
            #endif
        }
        """

    @Test func writesEveryKindOfRequirementWithCountersAndStubs() {
        var known = KnownDeclarations()
        known.add(SwiftDeclarations(text: Self.everyKind), origin: "MyApp")
        let double = """
            final class LoaderStub: Loading {}
            """
        let outcome = TestDoubleCompletion(known: known).complete(double)
        #expect(
            outcome.text == """
                final class LoaderStub: Loading {
                    // Requirements of Loading as MyApp declares it.
                    /// Stands in for `count`; set it as a test needs.
                    var count: Int = 0

                    /// Stands in for `delegate`; set it as a test needs.
                    var delegate: (any LoadingDelegate)? = nil

                    /// The value `session` gives; set it as a test needs.
                    var sessionStub: Session!

                    /// Gives `sessionStub`.
                    var session: Session {
                        sessionStub
                    }

                    /// Stands in for `identifier`; set it as a test needs.
                    static let identifier: String = ""

                    /// The value `snapshot` gives; set it as a test needs.
                    var snapshotStub: [String: Int] = [:]

                    /// Gives `snapshotStub`.
                    var snapshot: [String: Int] {
                        get async throws { snapshotStub }
                    }

                    /// Satisfies `init(session:)`; the stubs keep their starting values.
                    init(session: Session) {}

                    /// How many times `load(_:)` was called.
                    private(set) var loadCalls = 0

                    /// The error `load(_:)` throws, if a test sets one.
                    var loadError: (any Error)?

                    /// What `load(_:)` returns; set it before the call.
                    var loadResult: Data!

                    /// Records a call of `load(_:)`.
                    func load(_ key: Key) async throws -> Data {
                        loadCalls += 1
                        if let loadError { throw loadError }
                        return loadResult
                    }

                    /// How many times `fetch(_:)` was called.
                    private(set) var fetchCalls = 0

                    /// The error `fetch(_:)` throws, if a test sets one.
                    var fetchError: LoadError?

                    /// What `fetch(_:)` returns, cast to the type asked for; set it before the call.
                    var fetchResult: Any?

                    /// Records a call of `fetch(_:)`.
                    func fetch<T: Decodable>(_ type: T.Type) throws(LoadError) -> T {
                        fetchCalls += 1
                        if let fetchError { throw fetchError }
                        return fetchResult as! T
                    }

                    /// How many times `copy()` was called.
                    private(set) var copyCalls = 0

                    /// What `copy()` returns; set it before the call.
                    var copyResult: LoaderStub!

                    /// Records a call of `copy()`.
                    func copy() -> LoaderStub {
                        copyCalls += 1
                        return copyResult
                    }

                    /// How many times `cancel()` was called.
                    private(set) var cancelCalls = 0

                    /// Records a call of `cancel()`.
                    func cancel() {
                        cancelCalls += 1
                    }

                    /// How many times `cancel(_:)` was called.
                    private(set) var cancelCalls2 = 0

                    /// Records a call of `cancel(_:)`.
                    func cancel(_ key: Key) {
                        cancelCalls2 += 1
                    }

                    /// How many times `reset()` was called.
                    nonisolated(unsafe) static private(set) var resetCalls = 0

                    /// Records a call of `reset()`.
                    static func reset() {
                        resetCalls += 1
                    }

                    /// What the subscript gives; set it as a test needs.
                    var subscriptResult: Data? = nil

                    /// Gives `subscriptResult`.
                    subscript(key: Key) -> Data? {
                        get { subscriptResult }
                        set { subscriptResult = newValue }
                    }

                    /// How many times `debugDump()` was called.
                    private(set) var debugDumpCalls = 0

                    /// What `debugDump()` returns; set it before the call.
                    var debugDumpResult: [String] = []

                    /// Records a call of `debugDump()`.
                    func debugDump() -> [String] {
                        debugDumpCalls += 1
                        return debugDumpResult
                    }
                }
                """, "\(outcome.text)")
    }
}
