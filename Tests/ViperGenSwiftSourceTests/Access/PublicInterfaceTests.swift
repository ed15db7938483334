import Testing

@testable import ViperGenSwiftSource

/// Making a file's declarations public for another module: modifiers where none is written,
/// `open` classes, members, and the initializers Swift would write as internal.
@Suite("Public interface")
struct PublicInterfaceTests {
    @Test func topLevelDeclarationsOfEveryKindBecomePublic() {
        let text = """
            import Foundation

            /// Docs.
            protocol Box: AnyObject {
                var value: Int { get set }
                func open()
            }
            typealias Boxes = [Box]
            enum Kind { case open, closed }
            actor Counter {}
            func helper() {}
            let limit = 3

            """
        #expect(
            PublicInterface.publishingAll(in: text) == """
                import Foundation

                /// Docs.
                public protocol Box: AnyObject {
                    var value: Int { get set }
                    func open()
                }
                public typealias Boxes = [Box]
                public enum Kind { case open, closed }
                public actor Counter {
                    /// Makes one with every property at its initial value; public for other modules.
                    public init() {}
                }
                public func helper() {}
                public let limit = 3

                """)
    }

    @Test func classesNotFinalBecomeOpenAndTheirMembersPublic() {
        let text = """
            class Assembly {
                let container: any Container

                required init(container: any Container) {
                    self.container = container
                }

                func weakBox<T>(_ configure: () -> T) -> T {
                    let local = 1
                    return container.weakBox(configure)
                }
            }

            """
        #expect(
            PublicInterface.publishingAll(in: text) == """
                open class Assembly {
                    public let container: any Container

                    public required init(container: any Container) {
                        self.container = container
                    }

                    public func weakBox<T>(_ configure: () -> T) -> T {
                        let local = 1
                        return container.weakBox(configure)
                    }
                }

                """)
    }

    @Test func modifiersGoAfterAttributesAndWrittenAccessLevelsStay() {
        let text = """
            @Observable
            @MainActor
            final class Service: ServiceType {
                @ObservationIgnored private var cache: [Int] = []
                private(set) var count = 0
                fileprivate var hidden = 0
                internal var kept = 0
                @Published var items: [Int] = []
                @MainActor @ViewBuilder
                static func make() -> Service { Service() }
                nonisolated(unsafe) var shared = 0
                weak var delegate: AnyObject?
                deinit {}
            }

            """
        let published = PublicInterface.publishingAll(inFiles: [text, "protocol ServiceType {}"])
        #expect(
            published[0] == """
                @Observable
                @MainActor
                public final class Service: ServiceType {
                    @ObservationIgnored private var cache: [Int] = []
                    public private(set) var count = 0
                    fileprivate var hidden = 0
                    internal var kept = 0
                    @Published public var items: [Int] = []
                    @MainActor @ViewBuilder
                    public static func make() -> Service { Service() }
                    public nonisolated(unsafe) var shared = 0
                    public weak var delegate: AnyObject?
                    deinit {}

                    /// Makes one with every property at its initial value; public for other modules.
                    public init() {}
                }

                """)
        #expect(published[1] == "public protocol ServiceType {}")
    }

    @Test func aClassInheritingAClassOrAnUnknownTypeGetsNoInitializer() {
        let subclass = "final class NavigationAssembly: Assembly {\n    func build() {}\n}\n"
        #expect(
            PublicInterface.publishingAll(inFiles: [subclass, "class Assembly {}"])[0]
                == "public final class NavigationAssembly: Assembly {\n    public func build() {}\n}\n"
        )
        // Alone, `Assembly` is not known to be a protocol: no `init()`, which would hide the
        // inherited required one.
        #expect(!PublicInterface.publishingAll(in: subclass).contains("init"))
        // A class with a property and no initial value has no implicit `init()`.
        let noDefault =
            "final class Holder: Sendable {\n    let value: Int\n    init(value: Int) { self.value = value }\n}\n"
        #expect(
            PublicInterface.publishingAll(in: noDefault).components(separatedBy: "init(").count == 2
        )
    }

    @Test func aStructGetsItsMemberwiseInitializerAsAPublicOne() {
        let text = """
            struct CustomAlert: Identifiable {
                let id = UUID()
                /// The title.
                let title: String
                let message: String
                var dismissButtonTitle = "OK"
                var count = 2
                var note: String?
                var isShown: Bool { note != nil }
                static let shared = 1
            }

            """
        #expect(
            PublicInterface.publishingAll(in: text) == """
                public struct CustomAlert: Identifiable {
                    public let id = UUID()
                    /// The title.
                    public let title: String
                    public let message: String
                    public var dismissButtonTitle = "OK"
                    public var count = 2
                    public var note: String?
                    public var isShown: Bool { note != nil }
                    public static let shared = 1

                    /// The memberwise initializer, public for other modules.
                    public init(
                        title: String,
                        message: String,
                        dismissButtonTitle: String = "OK",
                        count: Int = 2,
                        note: String? = nil
                    ) {
                        self.title = title
                        self.message = message
                        self.dismissButtonTitle = dismissButtonTitle
                        self.count = count
                        self.note = note
                    }
                }

                """)
    }

    @Test func aStructWhoseInitializerCannotBeReadGetsNone() {
        // A private stored property makes the memberwise initializer private; a wrapper's
        // initializer takes what the wrapper wants; an initializer written is kept.
        for body in [
            "private var secret = 1\n    var shown: Int",
            "@State var value: Int",
            "var value: Int\n    init(value: Int) { self.value = value }",
            "lazy var value = 1",
        ] {
            let published = PublicInterface.publishingAll(in: "struct S {\n    \(body)\n}\n")
            #expect(!published.contains("memberwise"), "\(published)")
        }
        #expect(
            PublicInterface.publishingAll(in: "struct Empty {}\n")
                == """
                public struct Empty {
                    /// The memberwise initializer, public for other modules.
                    public init() {}
                }

                """)
    }

    @Test func extensionsGetPublicMembersUnlessTheirTypeIsKeptPrivate() {
        let text = """
            extension Applier {
                func apply<T: Assembly>(_ type: T.Type) {
                    apply(type, name: nil)
                }
            }

            private struct Hidden {}

            extension Hidden {
                func look() {}
            }

            public extension Other {
                func kept() {}
            }

            """
        #expect(
            PublicInterface.publishingAll(in: text) == """
                extension Applier {
                    public func apply<T: Assembly>(_ type: T.Type) {
                        apply(type, name: nil)
                    }
                }

                private struct Hidden {}

                extension Hidden {
                    func look() {}
                }

                public extension Other {
                    func kept() {}
                }

                """)
    }

    @Test func commentsStringsAndConditionalBranchesAreReadAsSwiftReadsThem() {
        let text = """
            // class Commented {}
            let text = "struct Quoted {}"
            #if DEBUG
            func debugOnly() {}
            #else
            func releaseOnly() {}
            #endif
            enum `Type` { case `class` }

            """
        #expect(
            PublicInterface.publishingAll(in: text) == """
                // class Commented {}
                public let text = "struct Quoted {}"
                #if DEBUG
                public func debugOnly() {}
                #else
                public func releaseOnly() {}
                #endif
                public enum `Type` { case `class` }

                """)
    }

    @Test func publishingNamedTypesLeavesTheRestInternal() {
        let text = """
            import SwiftUI

            final class PaymentsAssembly: Assembly {
                @MainActor
                func build() -> some View {
                    PaymentsView(viewState: makeViewState())
                }

                @MainActor
                private func makeViewState() -> PaymentsViewState {
                    PaymentsViewState()
                }
            }

            struct PaymentsHelper {}

            """
        #expect(
            PublicInterface.publishing(types: ["PaymentsAssembly"], in: text) == """
                import SwiftUI

                public final class PaymentsAssembly: Assembly {
                    @MainActor
                    public func build() -> some View {
                        PaymentsView(viewState: makeViewState())
                    }

                    @MainActor
                    private func makeViewState() -> PaymentsViewState {
                        PaymentsViewState()
                    }
                }

                struct PaymentsHelper {}

                """)
        #expect(PublicInterface.publishing(types: ["Absent"], in: text) == text)
    }

    @Test func lineBreaksOfTheFileAreKept() {
        let text = "struct Point {\r\n    var x: Int\r\n}\r\n"
        #expect(
            PublicInterface.publishingAll(in: text)
                == "public struct Point {\r\n    public var x: Int\r\n\r\n"
                + "    /// The memberwise initializer, public for other modules.\r\n"
                + "    public init(x: Int) {\r\n        self.x = x\r\n    }\r\n}\r\n")
    }

    @Test func publishingTwiceChangesNothingMore() {
        let text = "class A {\n    var x = 1\n}\nstruct B {\n    let y: Int\n}\n"
        let once = PublicInterface.publishingAll(in: text)
        #expect(once != text)
        #expect(PublicInterface.publishingAll(in: once) == once)
    }

    @Test func aTypeAloneIsPublishedWithTheMembersThatMustMatchIt() {
        let text = """
            final class PaymentsViewController: UIViewController {
                var presenter: (any PaymentsViewOutputs)?

                required init?(coder: NSCoder) { nil }

                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }

            extension PaymentsViewController: PaymentsViewInputs {
                func configure(entities: PaymentsEntities) {}
            }

            """
        #expect(
            PublicInterface.publishing(typesWithoutMembers: ["PaymentsViewController"], in: text)
                == """
                public final class PaymentsViewController: UIViewController {
                    var presenter: (any PaymentsViewOutputs)?

                    public required init?(coder: NSCoder) { nil }

                    public override func viewDidLoad() {
                        super.viewDidLoad()
                    }
                }

                extension PaymentsViewController: PaymentsViewInputs {
                    func configure(entities: PaymentsEntities) {}
                }

                """)
    }
}
