import { createHash } from 'node:crypto';
import { Page } from '../../db/entities';
import { PAGE_SLUGS, type PageSlug } from '../../db/entities/enums';
import type { Deps } from '../modules/deps';
import type { Locale } from '../modules/i18n/locales';

/** A page's starting text in both languages, named as the page's columns are (migration 0020). */
export interface SeedPage {
  title: string;
  content: string;
  titleHi: string;
  contentHi: string;
}

/**
 * Honest starting text for the editable pages; admins change it on the admin origin. It says only
 * what this build does: text about a switchable capability sits in its `[[name]] … [[/name]]`
 * block, which readers see only while it is on (product spec §1.8). The issue that builds one
 * adds its blocks here, in both languages. The Hindi says exactly what the English says (the legal
 * pages above all), with the site's own Hindi words for what it names (docs/hindi-style.md) and the
 * Hindi screens' button labels («कोड दिखाएँ», «कोड नहीं चला»).
 */
export function seedPages(supportEmail: string): Record<PageSlug, SeedPage> {
  return {
    about: {
      title: 'About Honest Rewards',
      content: `Honest Rewards is a free rewards site for gamers in India.

You earn a small rupee balance by logging in daily, playing free mini games and redeeming promo codes. When your balance reaches a withdrawal amount (₹30, ₹50 or ₹100), you can redeem it for a Google Play gift code, which a member of our team sends to your e-mail address by hand.

[[store]]
Your balance also buys rewards in our store: Google Play and App Store gift cards and Free Fire diamond top-ups, each at the price shown on it, paid from your wallet. A card in stock is delivered at once: its code is shown on your order's page and stays in your redeem history behind a Reveal button. A card that is out of stock can be ordered only when we promise a time for it: the price is held from your balance, and we fulfil the order within that time or return the price. Free Fire diamonds are credited to your player UID by a member of our team.
[[/store]]

[[referrals]]
You can also invite friends with your own code or link. A friend counts when they sign up with it, verify their e-mail address and, by the date shown beside them on the Invite friends page, earn the amount shown there from games, daily login or tasks; promo codes and referral bonuses do not count. For each friend who counts you get the reward shown on that page: it is held until the date shown there, then paid into your wallet automatically. Sharing your link earns nothing by itself.
[[/referrals]]

[[tasks]]
You can also earn by completing tasks on the Earning tasks page. Each task shows its reward, the slots left and its end date, and asks for its own proof: a text answer, a screenshot, or nothing. A member of our team reviews every submission: an approved one credits its reward to your wallet once, and a rejected one credits nothing and shows you the reason.
[[/tasks]]

[[offerwalls]]
When a partner's offerwall is listed on the Earning tasks page, you can also earn from its offers. The partner decides whether an offer is completed and reports the reward to us. Each reward first waits as a pending credit, shown with the date it clears, and on that date moves into your wallet automatically.
[[/offerwalls]]

[[vip]]
You can also become a VIP member: ₹29 for 30 days, paid once through Razorpay. The membership never renews by itself: nothing is charged again unless you pay again. On each day we schedule one, members get a members-only VIP code at 9:00 PM (IST), shown with its amount, which each member can redeem into their wallet once. VIP gives no extra game plays and no better odds. Within 7 days of paying you can ask for a refund; a refund ends the membership.
[[/vip]]

What we promise:
- Every amount, count, odds table and countdown you see is real and comes from our server.
- Games are free to play, can really be won at the odds they publish, and every outcome can be verified.
- Games, the daily login and promo codes never cost money, and nothing ever buys a game play or better odds.

Questions? Write to ${supportEmail}.`,
      titleHi: 'Honest Rewards के बारे में',
      contentHi: `Honest Rewards भारत के गेमर्स के लिए एक फ़्री रिवॉर्ड साइट है।

रोज़ साइन इन करके, फ़्री मिनी गेम खेलकर और प्रोमो कोड रिडीम करके आप रुपयों में छोटा-सा बैलेंस कमाते हैं। जब आपका बैलेंस विदड्रॉल की किसी रक़म (₹30, ₹50 या ₹100) तक पहुँच जाए, तो आप उसे Google Play गिफ़्ट कोड के लिए रिडीम कर सकते हैं, जिसे हमारी टीम का कोई सदस्य हाथ से आपके ईमेल पते पर भेजता है।

[[store]]
आपके बैलेंस से हमारे स्टोर में रिवॉर्ड भी ख़रीदे जा सकते हैं: Google Play और App Store गिफ़्ट कार्ड और Free Fire डायमंड टॉप-अप, हर एक उस पर दिखाई गई क़ीमत पर, जो आपके वॉलेट से चुकाई जाती है। स्टॉक में मौजूद कार्ड तुरंत डिलीवर होता है: उसका कोड आपके ऑर्डर के पेज पर दिखाया जाता है और आपकी रिडीम हिस्ट्री में «कोड दिखाएँ» बटन के पीछे रहता है। जिस कार्ड का स्टॉक ख़त्म हो, उसे तभी ऑर्डर किया जा सकता है जब हम उसके लिए कोई समय का वादा करें: क़ीमत आपके बैलेंस से होल्ड रहती है, और हम उस समय के अंदर ऑर्डर पूरा करते हैं या क़ीमत लौटा देते हैं। Free Fire डायमंड हमारी टीम का कोई सदस्य आपके प्लेयर UID पर हाथ से क्रेडिट करता है।
[[/store]]

[[referrals]]
आप अपने कोड या लिंक से दोस्तों को भी बुला सकते हैं। कोई दोस्त तब गिना जाता है जब वह उससे साइन अप करे, अपना ईमेल वेरिफ़ाई करे और «दोस्तों को बुलाएँ» पेज पर उसके आगे दिखाई गई तारीख़ तक गेम, Daily Login या टास्क से वहाँ दिखाई गई रक़म कमाए; प्रोमो कोड और रेफ़रल बोनस नहीं गिने जाते। हर गिने गए दोस्त के लिए आपको उस पेज पर दिखाया गया रिवॉर्ड मिलता है: वह वहाँ दिखाई गई तारीख़ तक होल्ड पर रहता है, फिर अपने-आप आपके वॉलेट में आ जाता है। सिर्फ़ अपना लिंक शेयर करने से कुछ नहीं मिलता।
[[/referrals]]

[[tasks]]
आप «कमाई वाले टास्क» पेज पर टास्क पूरे करके भी कमा सकते हैं। हर टास्क के साथ उसका रिवॉर्ड, बची जगह और ख़त्म होने की तारीख़ दिखाई जाती है, और हर टास्क अपना सबूत माँगता है: लिखा हुआ जवाब, एक स्क्रीनशॉट, या कुछ नहीं। हर सबमिशन की जाँच हमारी टीम का कोई सदस्य करता है: मंज़ूर हुए सबमिशन का रिवॉर्ड एक बार आपके वॉलेट में क्रेडिट होता है, और रिजेक्ट हुए सबमिशन के लिए कुछ क्रेडिट नहीं होता और उसकी वजह आपको दिखाई जाती है।
[[/tasks]]

[[offerwalls]]
जब «कमाई वाले टास्क» पेज पर किसी पार्टनर की ऑफ़रवॉल दिखाई जाए, तो आप उसके ऑफ़र से भी कमा सकते हैं। कोई ऑफ़र पूरा हुआ या नहीं, यह पार्टनर तय करता है और रिवॉर्ड की जानकारी हमें भेजता है। हर रिवॉर्ड पहले पेंडिंग क्रेडिट के रूप में रहता है, जिसके साथ उसके क्लियर होने की तारीख़ दिखाई जाती है, और उस तारीख़ को वह अपने-आप आपके वॉलेट में आ जाता है।
[[/offerwalls]]

[[vip]]
आप VIP मेंबर भी बन सकते हैं: 30 दिन के लिए ₹29, Razorpay से एक बार का पेमेंट। मेंबरशिप अपने-आप रिन्यू नहीं होती: जब तक आप दोबारा पेमेंट न करें, कुछ नहीं कटता। जिस दिन हम VIP कोड तय करते हैं, उस दिन रात 9:00 बजे (IST) मेंबर्स को सिर्फ़ उनके लिए एक VIP कोड मिलता है, जिसकी रक़म उसके साथ दिखती है और जिसे हर मेंबर एक बार अपने वॉलेट में रिडीम कर सकता है। VIP से न ज़्यादा बार खेलने को मिलता है, न जीतने की संभावना बढ़ती है। पेमेंट के 7 दिन के अंदर आप रिफ़ंड माँग सकते हैं; रिफ़ंड होने पर मेंबरशिप ख़त्म हो जाती है।
[[/vip]]

हमारे वादे:
- आपको दिखने वाली हर रक़म, गिनती, संभावना की टेबल और काउंटडाउन असली है और हमारे सर्वर से आता है।
- गेम खेलना फ़्री है, उनमें बताई गई संभावना पर उन्हें सच में जीता जा सकता है, और हर नतीजे की जाँच की जा सकती है।
- गेम, Daily Login और प्रोमो कोड के लिए कभी पैसे नहीं लगते, और किसी भी चीज़ से कभी कोई खेल या बेहतर संभावना नहीं ख़रीदी जा सकती।

सवाल? ${supportEmail} पर लिखें।`,
    },
    terms: {
      title: 'Terms of Use',
      content: `By creating an account you confirm that you are 18 or older and accept these terms.

1. One account per person. Duplicate or automated accounts may be blocked, and their balances are not paid out.
2. Your balance is a promotional reward, not a deposit. It has no cash value except through the redemptions offered on the site.
3. Withdrawal requests are processed by hand within 24-48 hours. The amount is held from your balance at once and returned if a request is rejected.
4. Games are free. Prizes, odds and daily limits are published on each game page. Each outcome can be verified on the Fairness page.
5. We may change reward amounts and games for the future; balances already credited are never taken back except to correct a proven error, which is shown in your history with its reason.
6. You can download your data or delete your account at any time from your account page (see the Privacy Policy).
[[store]]
7. The reward store sells gift cards and Free Fire diamond top-ups for your wallet balance, at the price shown before you pay. An order is paid from your balance when you place it. A card in stock is delivered at once and its code is shown to you only. An out-of-stock card can be ordered only when a time is promised on it; the price is held until we fulfil the order or return it. Free Fire top-ups are credited by hand to the UID you give; check it before you pay, as diamonds credited to a UID you entered cannot be taken back.
8. If a code does not work, report it with "Code didn't work" on the order in your redeem history. We then replace the code once or return the price to your balance.
[[/store]]

[[referrals]]
Referrals:
- A friend you invite counts only when they sign up with your code or link, verify their e-mail address and, by the date shown beside them on the Invite friends page, earn the amount shown there from games, daily login or tasks. Promo codes and referral bonuses do not count. Sharing your link earns nothing by itself.
- For each friend who counts you get the reward shown on the Invite friends page, and the friend gets the welcome bonus shown there, if there is one. The reward is held until the date shown on that page, then paid into your wallet automatically.
- We check every referral for signs of abuse: inviting yourself (the same person, e-mail address or device), a disposable e-mail address, or many sign-ups from one person in a day or from one network in an hour. Such a referral is not paid automatically and never leads to an automatic ban: a member of our team reviews it and approves or rejects it. The reason for a rejection is shown to you.
- Each person is paid automatically for a limited number of friends a month; a friend beyond that limit waits for the same review.
- If, before the reward is paid, the friend's account is blocked or the earnings that qualified them are reversed, the referral is reversed and nothing is paid.
- After a reward is paid, only our team can reverse it, with a reason shown to you. What was paid for it is then taken back from the balance it was paid into, which never goes below zero: what a balance cannot cover is recorded as a debt, shown to its owner, and taken from what they earn next.
- We may pause a person's ability to invite friends; the friends they invited before stay listed on their Invite friends page.
[[/referrals]]

[[tasks]]
Tasks:
- Each task on the Earning tasks page shows its reward, the slots left and its dates, and each person may submit it only as many times as it allows. A submission waiting for review or approved takes a slot; a rejected one does not.
- A member of our team reviews every submission against the task's steps. An approved submission's reward is credited to your wallet once; a rejected one credits nothing, and its reason is shown to you on the Earning tasks page.
- Screenshots you send as proof are seen only by our team.
[[/tasks]]

[[offerwalls]]
Partner offerwalls:
- Offers on a partner's offerwall are run by that partner: it decides whether an offer is completed and reports the reward to us, and we credit what it reports.
- A partner's reward first waits as a pending credit for that partner's hold, shown on the Wallet and Earning tasks pages with the date it clears; it is not part of your balance until then. On that date it is moved into your wallet automatically.
- If the partner reverses a reward (a chargeback) before it clears, the pending credit is cancelled. If the partner reverses it after it has cleared, the amount is taken back from your balance, which never goes below zero: what the balance cannot cover is recorded as a debt, shown to you with the reason, and taken from what you earn next.
[[/offerwalls]]

[[vip]]
VIP membership:
- VIP membership costs ₹29 for 30 days, paid once through Razorpay. It starts when we confirm your payment (or, if you are still a member, extends your membership by 30 days) and never renews by itself: nothing is charged again unless you pay again.
- On each day we schedule one, members get a members-only VIP code at 9:00 PM (IST), shown with its amount. Each member can redeem each VIP code into their wallet once, while their membership lasts. On days with no code scheduled there is none.
- VIP gives no extra game plays and no better odds: games are the same for everyone.
- Within 7 days of paying you can ask us for a refund at ${supportEmail}. The full ₹29 is refunded through Razorpay to the way you paid, and the refund ends the membership.
[[/vip]]

Contact: ${supportEmail}.`,
      titleHi: 'इस्तेमाल की शर्तें',
      contentHi: `अकाउंट बनाकर आप पुष्टि करते हैं कि आपकी उम्र 18 साल या उससे ज़्यादा है और आप ये शर्तें स्वीकार करते हैं।

1. हर व्यक्ति का एक ही अकाउंट। डुप्लिकेट या ऑटोमेटेड अकाउंट ब्लॉक किए जा सकते हैं, और उनके बैलेंस का भुगतान नहीं किया जाता।
2. आपका बैलेंस एक प्रमोशनल रिवॉर्ड है, जमा की गई रक़म नहीं। साइट पर दिए गए रिडीम के तरीक़ों के अलावा इसकी कोई नक़द क़ीमत नहीं है।
3. विदड्रॉल रिक्वेस्ट 24-48 घंटों के अंदर हाथ से प्रोसेस की जाती हैं। रक़म तुरंत आपके बैलेंस से होल्ड कर ली जाती है, और रिक्वेस्ट रिजेक्ट होने पर लौटा दी जाती है।
4. गेम फ़्री हैं। इनाम, संभावना और रोज़ की सीमाएँ हर गेम के पेज पर बताई गई हैं। हर नतीजे की जाँच Provably fair पेज पर की जा सकती है।
5. हम आगे के लिए रिवॉर्ड की रक़में और गेम बदल सकते हैं; जो बैलेंस पहले ही क्रेडिट हो चुका है, वह कभी वापस नहीं लिया जाता, सिवाय किसी साबित हुई ग़लती को सुधारने के, जो उसकी वजह के साथ आपकी हिस्ट्री में दिखाई जाती है।
6. आप कभी भी अपने अकाउंट पेज से अपना डेटा डाउनलोड कर सकते हैं या अपना अकाउंट डिलीट कर सकते हैं (प्राइवेसी पॉलिसी देखें)।
[[store]]
7. रिवॉर्ड स्टोर आपके वॉलेट बैलेंस के बदले गिफ़्ट कार्ड और Free Fire डायमंड टॉप-अप बेचता है, उस क़ीमत पर जो भुगतान से पहले दिखाई जाती है। ऑर्डर देते ही उसका भुगतान आपके बैलेंस से हो जाता है। स्टॉक में मौजूद कार्ड तुरंत डिलीवर होता है और उसका कोड सिर्फ़ आपको दिखाया जाता है। जिस कार्ड का स्टॉक ख़त्म हो, उसे तभी ऑर्डर किया जा सकता है जब उस पर कोई समय का वादा हो; जब तक हम ऑर्डर पूरा न कर दें या क़ीमत लौटा न दें, तब तक क़ीमत होल्ड रहती है। Free Fire टॉप-अप आपके दिए गए UID पर हाथ से क्रेडिट किए जाते हैं; भुगतान से पहले UID जाँच लें, क्योंकि आपके डाले गए UID पर क्रेडिट हुए डायमंड वापस नहीं लिए जा सकते।
8. अगर कोई कोड काम न करे, तो अपनी रिडीम हिस्ट्री में उस ऑर्डर पर «कोड नहीं चला» दबाकर इसकी रिपोर्ट करें। तब हम एक बार कोड बदल देते हैं या क़ीमत आपके बैलेंस में लौटा देते हैं।
[[/store]]

[[referrals]]
रेफ़रल:
- आपका बुलाया दोस्त तभी गिना जाता है जब वह आपके कोड या लिंक से साइन अप करे, अपना ईमेल वेरिफ़ाई करे और «दोस्तों को बुलाएँ» पेज पर उसके आगे दिखाई गई तारीख़ तक गेम, Daily Login या टास्क से वहाँ दिखाई गई रक़म कमाए। प्रोमो कोड और रेफ़रल बोनस नहीं गिने जाते। सिर्फ़ अपना लिंक शेयर करने से कुछ नहीं मिलता।
- हर गिने गए दोस्त के लिए आपको «दोस्तों को बुलाएँ» पेज पर दिखाया गया रिवॉर्ड मिलता है, और अगर वहाँ दोस्त के लिए कोई वेलकम बोनस दिखाया गया हो, तो वह दोस्त को मिलता है। रिवॉर्ड उस पेज पर दिखाई गई तारीख़ तक होल्ड पर रहता है, फिर अपने-आप आपके वॉलेट में आ जाता है।
- हम हर रेफ़रल में गड़बड़ी के संकेत जाँचते हैं: ख़ुद को बुलाना (वही व्यक्ति, वही ईमेल पता या वही डिवाइस), डिस्पोज़ेबल ईमेल पता, या एक दिन में एक ही व्यक्ति से या एक घंटे में एक ही नेटवर्क से बहुत सारे साइन अप। ऐसे रेफ़रल का भुगतान अपने-आप नहीं होता और उसकी वजह से कभी अपने-आप बैन नहीं होता: हमारी टीम का कोई सदस्य उसकी जाँच करके उसे मंज़ूर या रिजेक्ट करता है। रिजेक्ट होने की वजह आपको दिखाई जाती है।
- हर व्यक्ति को एक महीने में सीमित संख्या तक के दोस्तों के लिए ही अपने-आप भुगतान होता है; उस सीमा के बाद का दोस्त इसी जाँच का इंतज़ार करता है।
- अगर रिवॉर्ड मिलने से पहले दोस्त का अकाउंट ब्लॉक हो जाए या जिस कमाई से वह गिना गया था वह रिवर्स हो जाए, तो रेफ़रल रिवर्स हो जाता है और कुछ नहीं मिलता।
- रिवॉर्ड मिल जाने के बाद उसे सिर्फ़ हमारी टीम रिवर्स कर सकती है, आपको दिखाई जाने वाली वजह के साथ। तब उसके लिए दी गई रक़म उसी बैलेंस से वापस ली जाती है जिसमें वह डाली गई थी, और बैलेंस कभी शून्य से नीचे नहीं जाता: जितनी रक़म बैलेंस से पूरी न हो, वह बाक़ी रक़म के रूप में दर्ज होती है, अकाउंट वाले को दिखाई जाती है और उसकी अगली कमाई से ली जाती है।
- हम किसी व्यक्ति का दोस्तों को बुलाना रोक सकते हैं; उसके पहले बुलाए गए दोस्त उसके «दोस्तों को बुलाएँ» पेज पर दिखते रहते हैं।
[[/referrals]]

[[tasks]]
टास्क:
- «कमाई वाले टास्क» पेज पर हर टास्क के साथ उसका रिवॉर्ड, बची जगह और उसकी तारीख़ें दिखाई जाती हैं, और हर व्यक्ति उसे उतनी ही बार सबमिट कर सकता है जितनी बार वह टास्क अनुमति देता है। जाँच का इंतज़ार कर रहा या मंज़ूर हुआ सबमिशन एक जगह लेता है; रिजेक्ट हुआ सबमिशन नहीं लेता।
- हर सबमिशन की जाँच हमारी टीम का कोई सदस्य टास्क के स्टेप के हिसाब से करता है। मंज़ूर हुए सबमिशन का रिवॉर्ड एक बार आपके वॉलेट में क्रेडिट होता है; रिजेक्ट हुए सबमिशन के लिए कुछ क्रेडिट नहीं होता, और उसकी वजह आपको «कमाई वाले टास्क» पेज पर दिखाई जाती है।
- सबूत के तौर पर भेजे गए आपके स्क्रीनशॉट सिर्फ़ हमारी टीम देखती है।
[[/tasks]]

[[offerwalls]]
पार्टनर ऑफ़रवॉल:
- किसी पार्टनर की ऑफ़रवॉल के ऑफ़र वही पार्टनर चलाता है: कोई ऑफ़र पूरा हुआ या नहीं, यह वह तय करता है और रिवॉर्ड की जानकारी हमें भेजता है, और हम वही क्रेडिट करते हैं जो वह भेजता है।
- पार्टनर का रिवॉर्ड पहले उस पार्टनर के होल्ड के समय तक पेंडिंग क्रेडिट के रूप में रहता है, जो «वॉलेट» और «कमाई वाले टास्क» पेज पर उसके क्लियर होने की तारीख़ के साथ दिखाया जाता है; तब तक वह आपके बैलेंस का हिस्सा नहीं होता। उस तारीख़ को वह अपने-आप आपके वॉलेट में आ जाता है।
- अगर पार्टनर किसी रिवॉर्ड को क्लियर होने से पहले वापस ले ले (चार्जबैक), तो पेंडिंग क्रेडिट रद्द हो जाता है। अगर वह उसे क्लियर होने के बाद वापस ले, तो रक़म आपके बैलेंस से वापस ली जाती है, और बैलेंस कभी शून्य से नीचे नहीं जाता: जितनी रक़म बैलेंस से पूरी न हो, वह बाक़ी रक़म के रूप में दर्ज होती है, वजह के साथ आपको दिखाई जाती है और आपकी अगली कमाई से ली जाती है।
[[/offerwalls]]

[[vip]]
VIP मेंबरशिप:
- VIP मेंबरशिप 30 दिन के लिए ₹29 की है, Razorpay से एक बार का पेमेंट। यह तब शुरू होती है जब हम आपके पेमेंट की पुष्टि करते हैं (या, अगर आप पहले से मेंबर हैं, तो आपकी मेंबरशिप 30 दिन बढ़ जाती है), और अपने-आप कभी रिन्यू नहीं होती: जब तक आप दोबारा पेमेंट न करें, कुछ नहीं कटता।
- जिस दिन हम VIP कोड तय करते हैं, उस दिन रात 9:00 बजे (IST) मेंबर्स को सिर्फ़ उनके लिए एक VIP कोड मिलता है, जिसकी रक़म उसके साथ दिखती है। हर मेंबर हर VIP कोड को अपनी मेंबरशिप रहते एक बार अपने वॉलेट में रिडीम कर सकता है। जिस दिन कोई कोड तय न हो, उस दिन कोई कोड नहीं होता।
- VIP से न ज़्यादा बार खेलने को मिलता है, न जीतने की संभावना बढ़ती है: गेम सबके लिए एक जैसे हैं।
- पेमेंट के 7 दिन के अंदर आप ${supportEmail} पर हमसे रिफ़ंड माँग सकते हैं। पूरे ₹29 Razorpay से उसी तरीक़े में लौटाए जाते हैं जिससे आपने पेमेंट किया था, और रिफ़ंड होने पर मेंबरशिप ख़त्म हो जाती है।
[[/vip]]

संपर्क: ${supportEmail}`,
    },
    privacy: {
      title: 'Privacy Policy',
      content: `We follow India's Digital Personal Data Protection Act, 2023. This page says what we keep, why, and how to get it removed.

What we store:
- Account: your name, e-mail address, a one-way hash of your password (argon2id; we never see or store the password itself), when you signed up and whether you verified your e-mail.
- Sessions: a keyed hash of your sign-in token, when it was last used and your browser's user-agent string, so you can sign out everywhere.
- Money: every balance change (ledger), your withdrawal requests and the e-mail address you gave for each code.
- Games: each play with its fairness proof, so you can verify it.
- Messages you send through the contact form.
- E-mails we sent you (to show support what was sent).

What we do not do: we do not sell your data, we do not use advertising trackers, and we keep nothing of value in your browser's storage.

Your data and your account: on the My Account page you can download a copy of everything we keep about your account as a JSON file: your profile, your sign-in sessions, your wallet history and any debts, your withdrawal requests, the promo codes you redeemed, your game plays with their fairness proofs, and the messages you sent us from your verified e-mail address.
[[store]]
It also holds your store orders, each code by its last 4 characters only.
[[/store]]
[[tasks]]
It also holds your task submissions (whether a screenshot was handed in, not the image).
[[/tasks]]
[[offerwalls]]
It also holds your offerwall credits.
[[/offerwalls]]
[[vip]]
It also holds your VIP payments and membership.
[[/vip]]
[[referrals]]
It also holds your referrals: the friends you invited only by how each referral went, since who they are is their own data.
[[/referrals]]
On the same page you can delete your account; we ask for your password again first. Deleting signs you out on every device at once and erases your name, e-mail address and password, your sign-in links, the messages you sent us from that address and any e-mails still waiting to be sent to it. Pending withdrawals are cancelled and their amounts returned to your balance; the balance left on the account is then forfeited, because it cannot be paid out once the account is gone — withdraw it first if you want it. We keep your wallet history, withdrawal records and game plays without your name or e-mail, because our accounts must still add up and game results must stay verifiable, and we keep the records of changes our admins made. You can sign up again later with the same e-mail address; it will be a new, empty account.

Questions or corrections: write to ${supportEmail} from the address on your account. We answer within 24-48 hours.`,
      titleHi: 'प्राइवेसी पॉलिसी',
      contentHi: `हम भारत के Digital Personal Data Protection Act, 2023 का पालन करते हैं। यह पेज बताता है कि हम क्या रखते हैं, क्यों रखते हैं, और उसे कैसे हटवाया जा सकता है।

हम क्या स्टोर करते हैं:
- अकाउंट: आपका नाम, ईमेल पता, आपके पासवर्ड का वन-वे हैश (argon2id; हम पासवर्ड को ख़ुद न कभी देखते हैं, न स्टोर करते हैं), आपने कब साइन अप किया और आपने अपना ईमेल वेरिफ़ाई किया है या नहीं।
- सेशन: आपके साइन-इन टोकन का keyed हैश, उसका आख़िरी इस्तेमाल कब हुआ और आपके ब्राउज़र की यूज़र-एजेंट स्ट्रिंग, ताकि आप हर जगह से साइन आउट कर सकें।
- पैसे: बैलेंस में हुआ हर बदलाव (लेजर), आपकी विदड्रॉल रिक्वेस्ट और हर कोड के लिए आपका दिया गया ईमेल पता।
- गेम: हर खेल, उसके फ़ेयरनेस प्रूफ़ के साथ, ताकि आप उसकी जाँच कर सकें।
- कॉन्टैक्ट फ़ॉर्म से भेजे गए आपके मैसेज।
- हमारे भेजे हुए ईमेल (ताकि सपोर्ट देख सके कि क्या भेजा गया था)।

हम क्या नहीं करते: हम आपका डेटा नहीं बेचते, हम विज्ञापन वाले ट्रैकर इस्तेमाल नहीं करते, और आपके ब्राउज़र की स्टोरेज में हम कोई भी क़ीमती चीज़ नहीं रखते।

आपका डेटा और आपका अकाउंट: मेरा अकाउंट पेज पर आप हमारे पास आपके अकाउंट के बारे में रखी हर चीज़ की कॉपी JSON फ़ाइल के रूप में डाउनलोड कर सकते हैं: आपकी प्रोफ़ाइल, आपके साइन-इन सेशन, आपकी वॉलेट हिस्ट्री और कोई बकाया, आपकी विदड्रॉल रिक्वेस्ट, आपके रिडीम किए गए प्रोमो कोड, फ़ेयरनेस प्रूफ़ के साथ आपके खेले गए गेम, और आपके वेरिफ़ाइड ईमेल पते से हमें भेजे गए मैसेज।
[[store]]
इसमें आपके स्टोर ऑर्डर भी होते हैं, हर कोड सिर्फ़ उसके आख़िरी 4 अक्षरों से।
[[/store]]
[[tasks]]
इसमें आपके टास्क सबमिशन भी होते हैं (स्क्रीनशॉट दिया गया या नहीं, इमेज नहीं)।
[[/tasks]]
[[offerwalls]]
इसमें आपके ऑफ़रवॉल क्रेडिट भी होते हैं।
[[/offerwalls]]
[[vip]]
इसमें आपके VIP पेमेंट और मेंबरशिप भी होती है।
[[/vip]]
[[referrals]]
इसमें आपके रेफ़रल भी होते हैं: जिन दोस्तों को आपने बुलाया, उनके बारे में सिर्फ़ यह कि हर रेफ़रल कैसे आगे बढ़ा, क्योंकि वे कौन हैं, यह उनका अपना डेटा है।
[[/referrals]]
इसी पेज पर आप अपना अकाउंट डिलीट कर सकते हैं; इससे पहले हम आपसे फिर से आपका पासवर्ड माँगते हैं। डिलीट करते ही आप हर डिवाइस से एक साथ साइन आउट हो जाते हैं, और आपका नाम, ईमेल पता और पासवर्ड, आपके साइन-इन लिंक, उस पते से हमें भेजे गए मैसेज और उस पते पर भेजे जाने के लिए बाक़ी ईमेल मिटा दिए जाते हैं। पेंडिंग विदड्रॉल रद्द कर दिए जाते हैं और उनकी रक़म आपके बैलेंस में लौटा दी जाती है; उसके बाद अकाउंट में बचा बैलेंस ज़ब्त हो जाता है, क्योंकि अकाउंट न रहने पर उसका भुगतान नहीं किया जा सकता — अगर आप उसे चाहते हैं, तो पहले निकाल लें। हम आपकी वॉलेट हिस्ट्री, विदड्रॉल के रिकॉर्ड और खेले गए गेम आपके नाम या ईमेल के बिना रखते हैं, क्योंकि हमारा हिसाब-किताब तब भी सही बैठना चाहिए और गेम के नतीजों की जाँच तब भी हो सकनी चाहिए; और हमारे एडमिन के किए गए बदलावों के रिकॉर्ड भी हम रखते हैं। आप बाद में उसी ईमेल पते से फिर से साइन अप कर सकते हैं; वह एक नया, ख़ाली अकाउंट होगा।

सवाल या सुधार: अपने अकाउंट वाले ईमेल पते से ${supportEmail} पर लिखें। हम 24-48 घंटों के अंदर जवाब देते हैं।`,
    },
    disclaimer: {
      title: 'Disclaimer',
      content: `Honest Rewards is not affiliated with, endorsed or sponsored by Google or any brand whose gift codes we give out. Brand names belong to their owners.

Rewards are small promotional amounts. Articles on our blog are general information, not financial advice; talk to a qualified adviser before making financial decisions.

Apps listed in our catalogue are run by third parties. We do not control whether they pay, and we say so when an app is known to have stopped.`,
      titleHi: 'डिस्क्लेमर',
      contentHi: `Honest Rewards का Google से या ऐसे किसी भी ब्रैंड से कोई संबंध नहीं है जिसके गिफ़्ट कोड हम देते हैं, और न ही उनमें से किसी ने इसका समर्थन किया है या इसे स्पॉन्सर किया है। ब्रैंड के नाम उनके मालिकों के हैं।

रिवॉर्ड छोटी प्रमोशनल रक़में हैं। हमारे ब्लॉग के लेख सामान्य जानकारी हैं, वित्तीय सलाह नहीं; वित्तीय फ़ैसले लेने से पहले किसी योग्य सलाहकार से बात करें।

हमारे कैटलॉग के ऐप दूसरी कंपनियाँ चलाती हैं। वे भुगतान करते हैं या नहीं, यह हमारे हाथ में नहीं है, और जब पता हो कि किसी ऐप ने भुगतान करना बंद कर दिया है, तो हम यह बता देते हैं।`,
    },
    'refund-policy': {
      title: 'Refund Policy',
      content: `Earning on Honest Rewards never costs real money: games, the daily login and promo codes are free, so there is nothing to refund for them. What this page covers is your balance.

Withdrawals from your balance:
- The amount is held from your balance as soon as you request a withdrawal.
- If a request is rejected, the full amount returns to your balance at once, with the reason shown in your redeem history.
- A completed request shows its code in your redeem history; if a code does not work, write to ${supportEmail} within 7 days with the request's date and we will check it with you.

[[store]]
Reward store orders:
- The price is paid from your balance when you place an order. A card in stock is delivered at once; an out-of-stock card (only when a time is promised on it) and every Free Fire top-up wait as pending, with the price held from your balance.
- If we cannot fulfil a pending order, we reject it with the reason and the full price returns to your balance at once.
- If a delivered code does not work, report it with "Code didn't work" on the order in your redeem history. We replace the code once, or return the price to your balance.
- Free Fire diamonds credited to the UID you entered cannot be taken back.
[[/store]]

[[referrals]]
Referral rewards:
- A referral reward is held until the date shown on the Invite friends page, and is not part of your balance until it is paid. If before then the friend's account is blocked, the earnings that qualified them are reversed, or our team rejects the referral (with a reason shown to you), nothing is paid.
- After payment, only our team can reverse a reward, with a reason shown to you. The amount is taken back from your balance, which never goes below zero: what it cannot cover is recorded as a debt, shown to you, and taken from what you earn next.
[[/referrals]]

[[tasks]]
Task rewards:
- A task's reward is credited once, when a member of our team approves your submission. A rejected submission credits nothing, and its reason is shown to you on the Earning tasks page.
[[/tasks]]

[[offerwalls]]
Partner offer rewards:
- A reward from a partner's offerwall is pending until the date shown beside it, and is not part of your balance until then; on that date it is moved into your wallet automatically.
- If the partner reverses it (a chargeback) before that date, the pending credit is cancelled. After that date, the amount is taken back from your balance, which never goes below zero: what it cannot cover is recorded as a debt, shown to you with the reason, and taken from what you earn next.
[[/offerwalls]]

[[vip]]
VIP membership payments:
- VIP membership (₹29 for 30 days, paid through Razorpay) never renews by itself, so nothing is charged again unless you pay again.
- Within 7 days of paying you can ask for a refund: write to ${supportEmail} with the e-mail address of your account. The full ₹29 is refunded through Razorpay to the way you paid; Razorpay and your bank usually take 5-7 working days to show it.
- A refund ends the membership at once. After 7 days a payment is not refunded, and the membership runs until the date shown on the VIP page.
[[/vip]]

Support replies within 24-48 hours, Monday to Friday 9:00 AM-6:00 PM IST.`,
      titleHi: 'रिफ़ंड पॉलिसी',
      contentHi: `Honest Rewards पर कमाई के लिए कभी असली पैसे नहीं लगते: गेम, Daily Login और प्रोमो कोड फ़्री हैं, इसलिए उनके लिए रिफ़ंड करने को कुछ है ही नहीं। यह पेज आपके बैलेंस के बारे में है।

आपके बैलेंस से विदड्रॉल:
- विदड्रॉल की रिक्वेस्ट करते ही रक़म आपके बैलेंस से होल्ड कर ली जाती है।
- अगर कोई रिक्वेस्ट रिजेक्ट होती है, तो पूरी रक़म तुरंत आपके बैलेंस में लौट आती है, और उसकी वजह आपकी रिडीम हिस्ट्री में दिखाई जाती है।
- पूरी हुई रिक्वेस्ट का कोड आपकी रिडीम हिस्ट्री में दिखता है; अगर कोड काम न करे, तो 7 दिनों के अंदर रिक्वेस्ट की तारीख़ के साथ ${supportEmail} पर लिखें और हम आपके साथ इसकी जाँच करेंगे।

[[store]]
रिवॉर्ड स्टोर के ऑर्डर:
- ऑर्डर देते ही क़ीमत आपके बैलेंस से चुका दी जाती है। स्टॉक में मौजूद कार्ड तुरंत डिलीवर होता है; जिस कार्ड का स्टॉक ख़त्म हो (सिर्फ़ तब, जब उस पर कोई समय का वादा हो) और हर Free Fire टॉप-अप पेंडिंग रहता है, और तब तक क़ीमत आपके बैलेंस से होल्ड रहती है।
- अगर हम किसी पेंडिंग ऑर्डर को पूरा नहीं कर पाते, तो हम उसे वजह बताकर रिजेक्ट करते हैं और पूरी क़ीमत तुरंत आपके बैलेंस में लौट आती है।
- अगर डिलीवर हुआ कोड काम न करे, तो अपनी रिडीम हिस्ट्री में उस ऑर्डर पर «कोड नहीं चला» दबाकर इसकी रिपोर्ट करें। हम एक बार कोड बदल देते हैं, या क़ीमत आपके बैलेंस में लौटा देते हैं।
- आपके डाले गए UID पर क्रेडिट हुए Free Fire डायमंड वापस नहीं लिए जा सकते।
[[/store]]

[[referrals]]
रेफ़रल रिवॉर्ड:
- रेफ़रल रिवॉर्ड «दोस्तों को बुलाएँ» पेज पर दिखाई गई तारीख़ तक होल्ड पर रहता है, और मिलने से पहले वह आपके बैलेंस का हिस्सा नहीं होता। अगर उससे पहले दोस्त का अकाउंट ब्लॉक हो जाए, जिस कमाई से वह गिना गया था वह रिवर्स हो जाए, या हमारी टीम रेफ़रल को रिजेक्ट कर दे (आपको दिखाई जाने वाली वजह के साथ), तो कुछ नहीं मिलता।
- रिवॉर्ड मिल जाने के बाद उसे सिर्फ़ हमारी टीम रिवर्स कर सकती है, आपको दिखाई जाने वाली वजह के साथ। रक़म आपके बैलेंस से वापस ली जाती है, और बैलेंस कभी शून्य से नीचे नहीं जाता: जितनी रक़म बैलेंस से पूरी न हो, वह बाक़ी रक़म के रूप में दर्ज होती है, आपको दिखाई जाती है और आपकी अगली कमाई से ली जाती है।
[[/referrals]]

[[tasks]]
टास्क रिवॉर्ड:
- टास्क का रिवॉर्ड एक बार क्रेडिट होता है, जब हमारी टीम का कोई सदस्य आपका सबमिशन मंज़ूर करता है। रिजेक्ट हुए सबमिशन के लिए कुछ क्रेडिट नहीं होता, और उसकी वजह आपको «कमाई वाले टास्क» पेज पर दिखाई जाती है।
[[/tasks]]

[[offerwalls]]
पार्टनर ऑफ़र के रिवॉर्ड:
- पार्टनर की ऑफ़रवॉल से मिला रिवॉर्ड उसके साथ दिखाई गई तारीख़ तक पेंडिंग रहता है, और तब तक वह आपके बैलेंस का हिस्सा नहीं होता; उस तारीख़ को वह अपने-आप आपके वॉलेट में आ जाता है।
- अगर पार्टनर उस तारीख़ से पहले उसे वापस ले ले (चार्जबैक), तो पेंडिंग क्रेडिट रद्द हो जाता है। उस तारीख़ के बाद रक़म आपके बैलेंस से वापस ली जाती है, और बैलेंस कभी शून्य से नीचे नहीं जाता: जितनी रक़म बैलेंस से पूरी न हो, वह बाक़ी रक़म के रूप में दर्ज होती है, वजह के साथ आपको दिखाई जाती है और आपकी अगली कमाई से ली जाती है।
[[/offerwalls]]

[[vip]]
VIP मेंबरशिप के पेमेंट:
- VIP मेंबरशिप (30 दिन के लिए ₹29, Razorpay से पेमेंट) अपने-आप कभी रिन्यू नहीं होती, इसलिए जब तक आप दोबारा पेमेंट न करें, कुछ नहीं कटता।
- पेमेंट के 7 दिन के अंदर आप रिफ़ंड माँग सकते हैं: अपने अकाउंट के ईमेल पते के साथ ${supportEmail} पर लिखें। पूरे ₹29 Razorpay से उसी तरीक़े में लौटाए जाते हैं जिससे आपने पेमेंट किया था; Razorpay और आपके बैंक को इसे दिखाने में आम तौर पर 5-7 कामकाजी दिन लगते हैं।
- रिफ़ंड होते ही मेंबरशिप ख़त्म हो जाती है। 7 दिन के बाद पेमेंट रिफ़ंड नहीं होता, और मेंबरशिप VIP पेज पर दिखाई गई तारीख़ तक चलती है।
[[/vip]]

सपोर्ट 24-48 घंटों के अंदर जवाब देता है, सोमवार से शुक्रवार, सुबह 9:00 से शाम 6:00 बजे (IST) तक।`,
    },
  };
}

/**
 * Texts this function shipped before, per language, as SHA-256 of the content with the support
 * address written `{supportEmail}`. A page still holding one of them was never edited by an admin,
 * so seeding replaces it with today's text; an edited page is never touched.
 */
export const SUPERSEDED_PAGE_TEXTS: Record<Locale, Record<PageSlug, readonly string[]>> = {
  en: {
    about: ['0591988428486f4f504e235407c48e32cd82d4566137003fefdec9bd3656b825', '9dc3e5c3d37670dbea35be408ddf2e773b30724c9f70bb6ef7e4cab43da7707a', '84a7d52f74d9de4d22854e19b380b4d4d0f4a5d4bb6f4673a6cf254841e76e23', 'e8a3e5cb2751851fb8fe6b35752059d853baca369eb24b7cb29b0c31725b7f9f', '52ead8b9e7c004d3abaa5fc8246f9494a65faa05eaffd4df13550c40c6f6dbf5'],
    terms: ['f60e17b5544bfd78cc438070ceea13a0c8a61a3c99f22f64ec6441d6348a10ae', '5c96e7f55d2fa3f85e4b15b7f05e4c431345a9d42c385e9b22139d91a43df810', '278e1ed9cedb8375e4261313ea8bc1c7b110082f3c928f58a4916dc87b1905cc', '02cbfa343b5525375e4af1435271c67a69a71c6fad08ee271d4d8efbaa459e21', 'a3d4d570fc081c373589a09708952f305060051ec6075d465315631c16fc4bae', 'b72864c23f8b37e790d57aeeb3ba36ed2e7ac358b49e09e99178e5c86cc411df'],
    privacy: ['ebe49046e8fbb938b38c835aa3d8b075988f787a4a9de78b9d47f06ad99b3ed2'],
    disclaimer: ['204bc5afb2439f18156d307adf2be82e6715bb2869bcda9cadae20c404b71745'],
    'refund-policy': ['f47f5d401f01323a66294c5702a38b598f9879ad6c5bc2fe2eb25f19f852d9c3', '6c7c8f6770b2ed2fce02f4f80ff92bca7e8c8e834c8985b0c04acbcce800d0f1', '071f5c17ba01ee866e93c2efba45aee363f45d25edab78114d09d8c0bc996215', '70deb8b04521984ab563df5b59c6ed789f4d21ca250db350417a04f7a316bbfb', '4d582c2ea6a784830451b42665a0ffba738f2ce74843d324082eafc8fb9fd220', 'ab58bc93a8bf4e6f8ea4087a6c6f1248786aa886e9b0a47292dc1d6bdd632285'],
  },
  hi: {
    about: ['a4e25751231c04f7642a457338ab91247542953f6786ae07549748825f61898d', 'e3e40066aaa1933984fc6b93485ca34b950bcc9d63b53731a97e96ae63a22744', '7789d5ff45cd25c0bdfac55b0e30979fe6227f506c7031418057592c4a280feb'],
    terms: ['68dc6440b75661085717fa63b027215542aa72e4ee460f79e6b18d834787b250', '36073269361a800bd45330a3b958c31ba775ba06402b98924ea44399c939cd36', 'e3d38c2370830ad995ec764b9120748fda58d049d6336cf1b4b2e0d098ab35b0', 'eed59035dc287c8bdb4a976ac522a69222ce063e6a6d26d95ae8317b01348679'],
    privacy: [],
    disclaimer: [],
    'refund-policy': ['bcefddfd76bbf2a94ef0d25f6524249a63ccc8aea3cd8a0b4d2b2f4248e2f330', '6f611dead964f45b4073f20338e962fd8f904de94aaa8cce639d2c45be6e67e7', '5ba830d7f96cbcd0739fbd374d4a8e02b08416124c06797377e32be3246a357a', 'd0918482366b015c7879b41e67496a04e44e8b8a26598e061a391557650aba58'],
  },
};

function isSuperseded(content: string, supportEmail: string, shipped: readonly string[]): boolean {
  return shipped.includes(createHash('sha256').update(content.replaceAll(supportEmail, '{supportEmail}')).digest('hex'));
}

/**
 * Creates missing pages, and replaces a page's text only while it is a superseded seed text nobody
 * edited. The Hindi text is a translation of the seed's English, so it is filled (when empty) or
 * replaced (when superseded) only beside that English: beside an admin's own English it would say
 * something else, so it stays empty and Hindi readers get the admin's English until an admin
 * writes the Hindi. Filling a translation leaves "last updated" alone: the page says nothing new.
 */
export async function seedPageTexts(deps: Deps): Promise<void> {
  const { supportEmail } = deps.config;
  const pages = seedPages(supportEmail);
  const existing = new Map((await deps.em.find(Page, {})).map((page) => [page.slug, page]));
  for (const slug of PAGE_SLUGS) {
    const page = existing.get(slug);
    const seeded = pages[slug];
    if (!page) {
      deps.em.create(Page, { slug, ...seeded, updatedAt: deps.clock.now() });
      continue;
    }
    if (isSuperseded(page.content, supportEmail, SUPERSEDED_PAGE_TEXTS.en[slug])) Object.assign(page, { title: seeded.title, content: seeded.content, updatedAt: deps.clock.now() });
    const hindiIsSeedable = page.contentHi === '' || isSuperseded(page.contentHi, supportEmail, SUPERSEDED_PAGE_TEXTS.hi[slug]);
    if (page.content === seeded.content && hindiIsSeedable) Object.assign(page, { titleHi: seeded.titleHi, contentHi: seeded.contentHi });
  }
}
