import Hummingbird
import MyBizAPI

// The wire types handlers return: encoded by the context's MyBiz encoder.
extension StoredAnalyticsEvent: ResponseEncodable {}
extension BatchAcceptance: ResponseEncodable {}
extension AnalyticsSummary: ResponseEncodable {}
