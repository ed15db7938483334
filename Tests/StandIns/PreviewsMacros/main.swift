// Stand-in for Xcode's PreviewsMacros plugin, for compile checks of generated code on Linux.
//
// The SwiftUI stand-in declares `#Preview` with the real signature and the real implementation
// names (module PreviewsMacros, type SwiftUIView); the compiler type-checks the macro's
// arguments (the preview's body) against that signature, then asks this plugin to expand it.
// The expansion is empty: what a preview registers with Xcode is of no use to a type check.
//
// It speaks the compiler's plugin protocol on stdin and stdout: each message is a JSON object
// after its length as a little-endian 64-bit integer. It answers in the protocol's first
// version, which every compiler with macros (Swift 5.9 and later) speaks. It is compiled when
// the compile check starts and passed to swiftc with
// `-load-plugin-executable <path>#PreviewsMacros`; it is never shipped.

import Foundation

/// Reads exactly `count` bytes from standard input; nil at the end of input.
func readBytes(_ count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
        if chunk.isEmpty { return nil }
        data.append(chunk)
    }
    return data
}

/// Writes `json` as one message to standard output.
func send(_ json: String) {
    let payload = Data(json.utf8)
    var message = Data()
    withUnsafeBytes(of: UInt64(payload.count).littleEndian) { message.append(contentsOf: $0) }
    message.append(payload)
    FileHandle.standardOutput.write(message)
}

while let header = readBytes(8) {
    let length = header.reversed().reduce(UInt64(0)) { sum, byte in sum << 8 | UInt64(byte) }
    guard length > 0, let payload = readBytes(Int(length)) else { break }
    let message = String(decoding: payload, as: UTF8.self)
    if message.hasPrefix(#"{"getCapability""#) {
        send(#"{"getCapabilityResult":{"capability":{"protocolVersion":1}}}"#)
    } else if message.hasPrefix(#"{"expandFreestandingMacro""#) {
        send(#"{"expandFreestandingMacroResult":{"diagnostics":[],"expandedSource":""}}"#)
    } else {
        // A request this stand-in does not serve; the compiler reports it as an error.
        send(#"{"invalidResponse":{}}"#)
    }
}
