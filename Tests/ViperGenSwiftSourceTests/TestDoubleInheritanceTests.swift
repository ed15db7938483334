import Testing

@testable import ViperGenSwiftSource

/// What a test double needs beyond its own body: superclasses, defaults in protocol extensions,
/// associated types, and doubles that are structs.
@Suite("Test double completion: inheritance and defaults")
struct TestDoubleInheritanceTests {
    /// An app protocol with three requirements.
    static let app = """
        protocol Routing: AnyObject {
            func close()
            func open(_ link: String)
            var depth: Int { get set }
        }
        """

    /// The known declarations of `texts`, all from the app.
    static func known(_ texts: String...) -> KnownDeclarations {
        var known = KnownDeclarations()
        for text in texts { known.add(SwiftDeclarations(text: text), origin: "MyApp") }
        return known
    }

    @Test func aSuperclassTheAppDeclaresImplementsWhatItHas() {
        let base = """
            class BaseSpy {
                var depth = 0
            }
            extension BaseSpy {
                func close() {}
            }
            """
        let double = "final class RouterSpy: BaseSpy, Routing {}\n"
        let outcome = TestDoubleCompletion(known: Self.known(Self.app, base)).complete(double)
        #expect(outcome.additions.map(\.requirements) == [["open(_:)"]])
        #expect(outcome.text.contains("func open(_ link: String) {"))
        #expect(!outcome.text.contains("func close()"))
        #expect(!outcome.text.contains("var depth"))
    }

    @Test func aSuperclassConformingToTheProtocolLeavesNothingToAdd() {
        let base = "class BaseRouter: Routing {}\n"
        let double = "final class RouterSpy: BaseRouter, Routing {}\n"
        let outcome = TestDoubleCompletion(known: Self.known(Self.app, base)).complete(double)
        #expect(outcome.text == double)
        #expect(outcome.additions.isEmpty)
        #expect(outcome.leftAlone.isEmpty)
    }

    @Test func aSuperclassViperGenCannotReadLeavesTheDoubleAsItIsAndSaysWhy() {
        let double = "final class RouterSpy: UIViewController, Routing {}\n"
        let outcome = TestDoubleCompletion(known: Self.known(Self.app)).complete(double)
        #expect(outcome.text == double)
        #expect(
            outcome.leftAlone == [
                "RouterSpy inherits from UIViewController, which viper-gen cannot read, so the "
                    + "requirements it may implement are not known"
            ])
        let nsObject = "final class RouterSpy: NSObject, Routing {}\n"
        #expect(
            TestDoubleCompletion(known: Self.known(Self.app)).complete(nsObject).additions.count
                == 1)
    }

    @Test func unconstrainedExtensionsAreDefaultsAndConstrainedOnesAreNot() {
        let defaults = """
            extension Routing {
                func close() {}
            }
            extension Routing where Self: UIViewController {
                func open(_ link: String) {}
            }
            """
        let double = "final class RouterSpy: Routing {}\n"
        let outcome = TestDoubleCompletion(known: Self.known(Self.app, defaults)).complete(double)
        #expect(outcome.additions.map(\.requirements) == [["open(_:)", "depth"]])
    }

    @Test func membersInTheDoublesOwnExtensionsCount() {
        let double = """
            final class RouterSpy {
                var depth = 1
            }

            extension RouterSpy: Routing {
                func close() {}
            }
            """
        let outcome = TestDoubleCompletion(known: Self.known(Self.app)).complete(double)
        #expect(outcome.additions.map(\.requirements) == [["open(_:)"]])
        #expect(
            outcome.text == """
                final class RouterSpy {
                    var depth = 1

                    // Requirements of Routing as MyApp declares it.
                    /// How many times `open(_:)` was called.
                    private(set) var openCalls = 0

                    /// Records a call of `open(_:)`.
                    func open(_ link: String) {
                        openCalls += 1
                    }
                }

                extension RouterSpy: Routing {
                    func close() {}
                }
                """)
    }

    @Test func anAssociatedTypeWithoutDefaultOrNameLeavesTheDoubleAsItIs() {
        let store = """
            protocol Store {
                associatedtype Item
                associatedtype Key = String
                func save(_ item: Item)
            }
            """
        let unnamed = "struct StoreStub: Store {}\n"
        let outcome = TestDoubleCompletion(known: Self.known(store)).complete(unnamed)
        #expect(outcome.text == unnamed)
        #expect(outcome.leftAlone.count == 1)
        #expect(outcome.leftAlone.first?.contains("typealias Item = …") == true)
        let named = """
            struct StoreStub: Store {
                typealias Item = Int
            }
            """
        let completed = TestDoubleCompletion(known: Self.known(store)).complete(named)
        #expect(completed.additions.map(\.requirements) == [["save(_:)"]])
    }

    @Test func aStructDoubleKeepsMutatingAndARequiredInitializerOnlyInAnOpenClass() {
        let counter = """
            protocol Counter {
                init(start: Int)
                mutating func increment()
            }
            """
        let structure = TestDoubleCompletion(known: Self.known(counter)).complete(
            "struct CounterStub: Counter {}\n")
        #expect(structure.text.contains("    init(start: Int) {}\n"))
        #expect(structure.text.contains("    mutating func increment() {\n"))
        let open = TestDoubleCompletion(known: Self.known(counter)).complete(
            "class CounterSpy: Counter {}\n")
        #expect(open.text.contains("    required init(start: Int) {}\n"))
        #expect(open.text.contains("    func increment() {\n"))
        #expect(!open.text.contains("mutating"))
    }

    @Test func optionalRequirementsAndTypesOutsideTheAppAreLeftOut() {
        let delegate = """
            @objc protocol Delegate {
                @objc optional func willLoad()
                func didLoad()
            }
            """
        let double = "final class DelegateSpy: NSObject, Delegate, Sendable {}\n"
        let outcome = TestDoubleCompletion(known: Self.known(delegate)).complete(double)
        #expect(outcome.additions.map(\.requirements) == [["didLoad()"]])
        #expect(outcome.text.contains("    func didLoad() {\n"))
        #expect(!outcome.text.contains("@objc"))
    }

    @Test func theNamesOfTheDoublesUnknownProtocolsAreAskedFor() {
        let known = Self.known("protocol Viewable: Screen, AnyObject {}\n")
        let double = SwiftDeclarations(
            text: "final class Spy: PaymentsViewInputs, Viewable {}\nextension Spy: Tracked {}\n")
        #expect(
            known.unknownNames(referencedBy: double) == ["PaymentsViewInputs", "Screen", "Tracked"])
    }
}

extension TestDoubleInheritanceTests {
    @Test func anOperatorsStubsAreNamedAfterOperator() {
        let ordered = """
            protocol Ordered {
                static func < (lhs: Self, rhs: Self) -> Bool
            }
            """
        let outcome = TestDoubleCompletion(known: Self.known(ordered)).complete(
            "struct Rank: Ordered {}\n")
        #expect(
            outcome.text == """
                struct Rank: Ordered {
                    // Requirements of Ordered as MyApp declares it.
                    /// How many times `<(lhs:rhs:)` was called.
                    nonisolated(unsafe) static private(set) var operatorCalls = 0

                    /// What `<(lhs:rhs:)` returns; set it before the call.
                    nonisolated(unsafe) static var operatorResult: Bool = false

                    /// Records a call of `<(lhs:rhs:)`.
                    static func <(lhs: Rank, rhs: Rank) -> Bool {
                        operatorCalls += 1
                        return operatorResult
                    }
                }

                """, "\(outcome.text)")
    }
}
