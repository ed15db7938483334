// swift-format-ignore-file
import Foundation

/// Every screen; edited by hand (tabs, extra cases, comments).
enum Views: Hashable, Identifiable {
	case main
	// Settings screens
	case settings, about
	case detail(id: Int,
	            title: String)

	var id: String { stringKey }

	var stringKey: String {
		switch self {
		case .main:
			return "main"
		case .settings: return "settings"  // a one-liner among two-liners
		case .about:
			return "about"
		case .detail(let id, _):
			return "detail-\(id)"
		}
	}

	/// Another switch over self, which stays as it is.
	var title: String {
		switch self {
		case .main: return "Home"
		default: return "Other"
		}
	}
}
