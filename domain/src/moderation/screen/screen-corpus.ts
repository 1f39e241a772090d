// A labelled corpus of job posts for the post screen's tests: scams written in the styles
// seen on Indian job boards, and honest posts that talk about money, chat apps or big names in
// an honest way. Not tuned to the screen: written from how such posts read.
import type { JobFields } from '../../jobs/job';

export interface CorpusPost {
  /** What the post is, in a few words: the test's name. */
  label: string;
  fields: JobFields;
}

export const SCAM_POSTS: readonly CorpusPost[] = [
  {
    label: 'Amazon data entry from a Gmail address with a refundable registration fee',
    fields: {
      Title: 'Amazon Work From Home Data Entry Operator',
      Type: 'Job',
      Company: 'Amazon India',
      ApplyURL: 'mailto:amazon.hr.recruitment2024@gmail.com',
      Country: 'India',
      WorkType: 'Remote',
      Salary: '₹25,000 - ₹45,000 per month',
      Skills: '<p>Basic typing, smartphone or laptop</p>',
      Description:
        '<p>Amazon is hiring freshers for part time and full time data entry work from home. No experience needed and no interview. Selected candidates must pay a one-time registration fee of ₹1,500 (refundable after first salary) to hrdesk.amazon@ybl. Your work ID and password will be mailed after payment.</p>',
    },
  },
  {
    label: 'Telegram task of liking YouTube videos for up to ₹3,000 a day, in Hinglish',
    fields: {
      Title: 'Part Time Job - Like YouTube Videos & Earn Daily',
      Type: 'Job',
      Company: 'Digital Promotion Team',
      ApplyURL: 'https://t.me/earnhub_official',
      WorkType: 'Work from home',
      Salary: '₹1,500 - ₹3,000 per day',
      Skills: '<p>Mobile phone, internet</p>',
      Description:
        '<p>Ghar baithe mobile se kaam karo! Sirf YouTube videos like karo aur screenshot bhejo. Har like ka ₹50, roz ₹3,000 tak kamao. Daily payment seedha bank account me. Koi experience nahi chahiye, students aur housewives bhi apply kar sakte hain. Abhi Telegram pe join karo.</p>',
    },
  },
  {
    label: 'Hindi government data entry recruitment without exam and a ₹500 registration fee',
    fields: {
      Title: 'सरकारी विभाग में डाटा एंट्री ऑपरेटर की भर्ती',
      Type: 'Job',
      Company: 'राष्ट्रीय रोजगार सहायता केंद्र',
      ApplyURL: 'https://wa.me/919876543210',
      Country: 'भारत',
      City: 'लखनऊ',
      Salary: '₹22,000 प्रति माह',
      Skills: '<p>कंप्यूटर का सामान्य ज्ञान, हिंदी टाइपिंग</p>',
      Description:
        '<p>सरकारी विभाग में डाटा एंट्री ऑपरेटर के 450 पदों पर बिना परीक्षा सीधी भर्ती। 10वीं और 12वीं पास आवेदन कर सकते हैं। रजिस्ट्रेशन शुल्क ₹500 जमा करना होगा, उसके बाद जॉइनिंग लेटर व्हाट्सएप पर भेजा जाएगा। सीटें सीमित हैं, आज ही संपर्क करें।</p>',
    },
  },
  {
    label: 'TCS off-campus drive on a lookalike domain with a laptop security deposit',
    fields: {
      Title: 'TCS Off Campus Drive 2024 - Direct Joining for Freshers',
      Type: 'Job',
      Company: 'Tata Consultancy Services',
      ApplyURL: 'https://tcs-recruitment.co/apply/freshers-2024',
      Country: 'India',
      City: 'Pune, Chennai, Hyderabad',
      Batch: '2022, 2023, 2024',
      Salary: '3.6 LPA',
      Degree: '<p>B.E / B.Tech / BCA / B.Sc</p>',
      Skills: '<p>Java basics, communication</p>',
      Description:
        '<p>TCS is conducting a direct joining drive for 2022-2024 graduates. Shortlisted candidates receive an offer letter within 48 hours with no technical interview. A refundable security deposit of Rs. 3,500/- is required for laptop allocation and must be paid on the portal before the joining date.</p>',
    },
  },
  {
    label: 'Polite hotel front office post asking for a demand draft for the uniform deposit',
    fields: {
      Title: 'Front Office Associate',
      Type: 'Job',
      Company: 'Grand Orchid Hotels & Resorts',
      ApplyURL: 'https://grandorchidhotels.co.in/careers/front-office-associate',
      Country: 'India',
      City: 'Panaji, Goa',
      WorkType: 'On-site',
      Experience: '0-2 years',
      Salary: '₹18,000 - ₹22,000 per month',
      Degree: '<p>Diploma or degree in Hotel Management</p>',
      Skills: '<p>Guest handling, English and Hindi, Opera PMS (preferred)</p>',
      Description:
        '<p>We are looking for warm, well-groomed associates to welcome guests at our 80-room beach resort. You will handle check-ins, reservations and guest requests on rotational shifts. Candidates must bring a demand draft of Rs 2,500 in favour of the resort towards the refundable uniform deposit on the day of joining. Accommodation and meals are provided.</p>',
    },
  },
  {
    label: 'Infosys on a lookalike domain, no interview and documentation charges, in Hinglish',
    fields: {
      Title: 'Infosys Hiring 2025 - Process Executive (No Interview)',
      Type: 'Job',
      Company: 'Infosys Limited',
      ApplyURL: 'https://infosys-hr.net/offer/process-executive',
      City: 'Bangalore, Mysore',
      Batch: '2023 / 2024 / 2025',
      Salary: '₹2.8 - 3.2 LPA',
      Skills: '<p>Basic English, MS Office</p>',
      Description:
        '<p>Infosys me direct joining, koi interview nahi. Graduate freshers ke liye 300 seats. Selection ke baad offer letter email pe aayega. Documentation charges Rs 4,999 pay karna hoga jo first salary ke saath wapas mil jayega.</p>',
    },
  },
  {
    label: 'Flipkart warehouse helper on a lookalike domain with uniform and ID card charges',
    fields: {
      Title: 'Flipkart Warehouse Packing Helper',
      Type: 'Job',
      Company: 'Flipkart',
      ApplyURL: 'https://flipkart-jobs.online/register',
      City: 'Bhiwandi, Kolkata, Bangalore',
      WorkType: 'On-site',
      Salary: '₹16,500 + overtime',
      Skills: '<p>10th pass, physically fit</p>',
      Description:
        '<p>Flipkart warehouse me packing, loading aur sorting ka kaam. 8 ghante ki duty, PF and ESI. Uniform and ID card charges ₹1,250 joining se pehle PhonePe karne honge. Seats limited, register now.</p>',
    },
  },
  {
    label: 'Dubai helper and driver jobs through WhatsApp with visa processing charges',
    fields: {
      Title: 'Urgent Requirement - Helper, Driver, Cleaner for Dubai',
      Type: 'Job',
      Company: 'Al Noor Overseas Manpower',
      ApplyURL: 'https://wa.me/917738112233',
      Country: 'United Arab Emirates',
      City: 'Dubai',
      Salary: 'AED 2,500 per month + free food & accommodation',
      Skills: '<p>Light vehicle licence for drivers, basic Hindi or English</p>',
      Description:
        '<p>Big company in Dubai needs 60 helpers, 25 drivers and 40 cleaners. 2 year contract, free food, free stay, overtime. Visa processing charges INR 45,000 only, medical and ticket extra. Send passport copy on WhatsApp. Visa in 15 days, no interview.</p>',
    },
  },
  {
    label: 'Canada farm work permit with a large processing charge in instalments',
    fields: {
      Title: 'Canada Work Permit - Farm Workers Needed',
      Type: 'Job',
      Company: 'Maple Route Immigration Consultants',
      ApplyURL: 'mailto:mapleroute.visas@gmail.com',
      Country: 'Canada',
      City: 'Ontario',
      Salary: 'CAD 17 per hour',
      Skills: '<p>Farm work, fruit picking, physically fit</p>',
      Description:
        '<p>Guaranteed LMIA work permit for fruit picking and greenhouse jobs in Canada. No IELTS required. Total processing charges Rs 1,20,000 to be paid in two instalments, first Rs 40,000 for file opening. Visa success 100%.</p>',
    },
  },
  {
    label: 'Wipro non-voice hiring behind a bit.ly link with a portal activation fee',
    fields: {
      Title: 'Wipro Hiring Freshers - Non Voice Process',
      Type: 'Job',
      Company: 'Wipro',
      ApplyURL: 'https://bit.ly/wipro-hiring-24',
      City: 'Kolkata',
      WorkType: 'Work from home',
      Salary: '₹19,000 per month',
      Skills: '<p>Typing speed 25 wpm</p>',
      Description:
        '<p>Wipro non voice process me work from home ka mauka. Graduates and undergraduates both eligible. After selection an activation fee of Rs 999 is charged for the employee portal login. Limited vacancies.</p>',
    },
  },
  {
    label: 'Copy-paste work from home behind tinyurl with kit charges',
    fields: {
      Title: 'Copy Paste Job - Earn ₹800 Daily From Home',
      Type: 'Job',
      Company: 'Easy Online Works',
      ApplyURL: 'https://tinyurl.com/copypaste-earn',
      WorkType: 'Remote',
      Salary: '₹800 per day',
      Skills: '<p>Copy paste, mobile or computer</p>',
      Description:
        '<p>Simple copy paste work. 2-3 hours daily. Payment every day. Kit charges ₹2,100 include training material and software. Anyone can do it, no qualification.</p>',
    },
  },
  {
    label: 'SMS sending work with a registration fee paid to a Paytm UPI ID',
    fields: {
      Title: 'SMS Sending Work From Home',
      Type: 'Job',
      Company: 'Bulk SMS Solutions',
      ApplyURL: 'mailto:smsjobs.india@yahoo.com',
      WorkType: 'Remote',
      Salary: 'Rs 10 per SMS, up to Rs 25,000 monthly',
      Skills: '<p>Android phone</p>',
      Description:
        '<p>Send SMS from your phone and get paid for every message. Registration Rs.1150 only, pay to 9812345670@paytm and send screenshot. Software and message list will be sent after payment.</p>',
    },
  },
  {
    label: 'Hotel rating task on Telegram with prepaid tasks and recharges to unlock',
    fields: {
      Title: 'Online Hotel Rating Associate (Part Time)',
      Type: 'Job',
      Company: 'TripBoost Marketing',
      ApplyURL: 'https://t.me/tripboost_hr',
      WorkType: 'Remote',
      Salary: '₹2,000 - ₹6,000 per day',
      Skills: '<p>Smartphone, 1 hour a day</p>',
      Description:
        '<p>Help hotels improve their ranking by giving ratings on our partner platform. Complete 30 simple tasks a day and earn commission on each. After the trial tasks you move to prepaid tasks: recharge your account to unlock VIP tasks with higher commission, and withdraw your balance plus profit the same day.</p>',
    },
  },
  {
    label: 'Railway jobs through the backdoor without exam, in Hinglish',
    fields: {
      Title: 'Railway Group D aur TC Jobs - 100% Job Guarantee',
      Type: 'Job',
      Company: 'Shree Sai Placement Services',
      ApplyURL: 'https://wa.me/918800112244',
      City: 'Delhi',
      Salary: '₹35,000 - ₹45,000',
      Skills: '<p>10th / 12th pass</p>',
      Description:
        '<p>Railway me Group D, TC aur clerk posts pe backdoor se job. Bina exam, direct joining letter. Advance Rs 50,000 dena hoga, baaki amount joining ke baad. 100% job guarantee, paisa wapas agar job nahi mili.</p>',
    },
  },
  {
    label: 'Air India cabin crew from a Yahoo address with a training fee and no interview',
    fields: {
      Title: 'Air India Cabin Crew Recruitment 2024',
      Type: 'Job',
      Company: 'Air India',
      ApplyURL: 'mailto:airindia.recruitment.cell@yahoo.com',
      City: 'Mumbai, Delhi',
      Salary: '₹55,000 - ₹80,000 per month',
      Skills: '<p>Good communication, height 157 cm and above</p>',
      Description:
        '<p>Air India is recruiting male and female cabin crew. No interview for selected profiles. Candidates have to deposit a training fee of ₹35,000, refundable after joining. Offer letter will be issued within 7 days of payment.</p>',
    },
  },
  {
    label: 'IndiGo ground staff on a lookalike domain with verification and ID card charges',
    fields: {
      Title: 'IndiGo Airport Ground Staff Vacancy',
      Type: 'Job',
      Company: 'IndiGo Airlines',
      ApplyURL: 'https://indigo-airline-careers.in/ground-staff/apply',
      City: 'Delhi, Bengaluru, Kolkata',
      WorkType: 'On-site',
      Salary: '₹28,000 per month',
      Skills: '<p>12th pass, English speaking</p>',
      Description:
        '<p>Ground staff, customer service agent and loader posts at major airports. Shortlisted candidates pay Rs 2,850 for police verification and airport ID card. Joining within 10 days.</p>',
    },
  },
  {
    label: 'HDFC Bank back office from a Rediffmail address with documentation charges on PhonePe',
    fields: {
      Title: 'HDFC Bank Back Office Executive',
      Type: 'Job',
      Company: 'HDFC Bank',
      ApplyURL: 'mailto:hdfcbank.jobs.hr@rediffmail.com',
      City: 'Noida',
      Salary: '₹21,000 - ₹26,000',
      Skills: '<p>Graduate, basic computer</p>',
      Description:
        '<p>Permanent job in HDFC Bank back office, data verification and KYC checking. Documentation charges of INR 3,200 to be paid via PhonePe before the offer letter is released.</p>',
    },
  },
  {
    label: 'Hindi Jio customer care recruitment with an application fee over PhonePe',
    fields: {
      Title: 'रिलायंस जियो कस्टमर केयर एग्जीक्यूटिव भर्ती',
      Type: 'Job',
      Company: 'Reliance Jio',
      ApplyURL: 'https://wa.me/919123456789',
      City: 'पटना',
      Salary: '₹18,000 प्रति माह',
      Skills: '<p>12वीं पास, हिंदी बोलना</p>',
      Description:
        '<p>जियो कंपनी में कस्टमर केयर के लिए लड़के और लड़कियों की जरूरत है। घर से काम करने का मौका। आवेदन शुल्क ₹750 फोन पे पर करें और स्क्रीनशॉट व्हाट्सएप पर भेजें। इंटरव्यू नहीं होगा।</p>',
    },
  },
  {
    label: 'Accenture batch hiring behind a shorturl.at link with a refundable training fee',
    fields: {
      Title: 'Accenture Off Campus 2025 Batch - Associate',
      Type: 'Job',
      Company: 'Accenture',
      ApplyURL: 'https://shorturl.at/aBcD7',
      Batch: '2024, 2025',
      Salary: '4.5 LPA',
      Skills: '<p>Any graduate</p>',
      Description:
        '<p>Accenture is hiring 2024 and 2025 graduates. Register through the link. Selected candidates must complete a paid onboarding program, training fee Rs 6,000 (refundable after 6 months of service).</p>',
    },
  },
  {
    label: 'Google part-time work from an Outlook address promising a guaranteed ₹2,000 a day',
    fields: {
      Title: 'Google Work From Home - Part Time Online Job',
      Type: 'Job',
      Company: 'Google',
      ApplyURL: 'mailto:google.hiring.india@outlook.com',
      WorkType: 'Remote',
      Salary: '₹2,000 per day guaranteed',
      Skills: '<p>No skills needed</p>',
      Description:
        '<p>Earn guaranteed ₹2,000 per day by doing simple Google search tasks. No experience needed. A one-time account activation charge of ₹1,099 applies.</p>',
    },
  },
  {
    label: 'Polite Deloitte analyst offer on a lookalike domain with an onboarding deposit',
    fields: {
      Title: 'Analyst Trainee - Audit & Assurance',
      Type: 'Job',
      Company: 'Deloitte',
      ApplyURL: 'https://deloitte-careers-in.com/apply/analyst-trainee',
      City: 'Hyderabad',
      WorkType: 'Hybrid',
      Batch: '2024',
      Salary: '6 - 7 LPA',
      Degree: '<p>B.Com, BBA, M.Com</p>',
      Skills: '<p>Accounting fundamentals, Excel, written English</p>',
      Description:
        "<p>Deloitte is inviting applications for Analyst Trainee roles in its Hyderabad office. Selected candidates will receive a provisional offer after a short HR discussion. As per policy, a refundable onboarding deposit of ₹4,500 is collected for background verification and adjusted against the first month's salary.</p>",
    },
  },
  {
    label: 'Back office job with an obfuscated registration fee',
    fields: {
      Title: 'Back Office Executive - Immediate Joining',
      Type: 'Job',
      Company: 'Star Global Services',
      ApplyURL: 'mailto:starglobal.hrdesk@gmail.com',
      City: 'Ahmedabad',
      Salary: '15k - 22k',
      Skills: '<p>Typing, MS Excel</p>',
      Description:
        "<p>Immediate joining for back office. Only one time reg!stration R s 1500 to be paid, fee's are non refundable after ID creation. Contact for details.</p>",
    },
  },
  {
    label: 'Data entry with registration charges written with symbols and spaces',
    fields: {
      Title: 'Data Entry Job - 100% Genuine',
      Type: 'Job',
      Company: 'Genuine Work Hub',
      ApplyURL: 'https://cutt.ly/genuinework',
      WorkType: 'Remote',
      Salary: '₹18k - ₹30k per month',
      Skills: '<p>Typing</p>',
      Description:
        '<p>Work from home data entry. Salary weekly. R3gistration ch@rges 1 2 0 0 only, payable by G-Pay. No target, no pressure.</p>',
    },
  },
  {
    label: 'Office assistant whose only giveaway is a security deposit paid on GPay',
    fields: {
      Title: 'Office Assistant',
      Type: 'Job',
      Company: 'Shree Balaji Enterprises',
      ApplyURL: 'mailto:hr@shreebalajient.in',
      Country: 'India',
      City: 'Indore',
      WorkType: 'On-site',
      Experience: 'Freshers can apply',
      Salary: '₹12,000 - ₹15,000 per month',
      Skills: '<p>MS Word, MS Excel, filing</p>',
      Description:
        '<p>We need an office assistant for our distribution office near Vijay Nagar. You will maintain files, prepare simple bills and answer calls. Office hours 10 am to 7 pm, Sunday off. A refundable security deposit of ₹3,000 is to be paid on GPay at the time of joining.</p>',
    },
  },
  {
    label: 'Amazon virtual customer service on a lookalike domain, with nothing else wrong',
    fields: {
      Title: 'Virtual Customer Service Associate',
      Type: 'Job',
      Company: 'Amazon',
      ApplyURL: 'https://amazon-careers-india.in/vcs/apply',
      Country: 'India',
      WorkType: 'Remote',
      Experience: '0-1 years',
      Salary: '₹2.5 - 3 LPA',
      Skills: '<p>English communication, basic computer skills, 10 Mbps internet</p>',
      Description:
        '<p>Join our virtual customer service team and help customers with orders, returns and deliveries over chat and phone. This is a full-time, work-from-home role with rotational shifts. Training is provided during the first two weeks.</p>',
      Responsibilities:
        '<ul><li>Resolve customer queries over chat and phone</li><li>Meet quality and response-time targets</li></ul>',
    },
  },
  {
    label: 'Form filling with guaranteed pay and legal charges behind cutt.ly, in Hinglish',
    fields: {
      Title: 'Form Filling Work - ₹25,000 Monthly Guaranteed',
      Type: 'Job',
      Company: 'Online Form Solutions',
      ApplyURL: 'https://cutt.ly/formfill25k',
      WorkType: 'Work from home',
      Salary: '₹25,000 monthly guaranteed',
      Skills: '<p>Computer ya laptop</p>',
      Description:
        '<p>Roz 300 forms bharne hain, accuracy 90% chahiye. Salary guaranteed har mahine. Agreement ke liye Rs 3,500 legal charges pehle dene honge. QC pass hone pe salary aayegi.</p>',
    },
  },
  {
    label: 'Captcha typing behind rb.gy with an ID activation fee',
    fields: {
      Title: 'Captcha Typing Job - Daily Payment',
      Type: 'Job',
      Company: 'CaptchaPro Works',
      ApplyURL: 'https://rb.gy/k3x9qz',
      WorkType: 'Remote',
      Salary: '₹500 - ₹900 daily',
      Skills: '<p>Typing on phone</p>',
      Description:
        '<p>Type captchas on your phone and earn daily payment. ID activation ₹600 one time. Withdraw to Paytm or bank any time.</p>',
    },
  },
  {
    label: 'Amazon product review task on Telegram with prepaid deposits',
    fields: {
      Title: 'Amazon Product Review Task - Work From Home',
      Type: 'Job',
      Company: 'Amazon Review Partner',
      ApplyURL: 'https://t.me/amz_review_tasks',
      WorkType: 'Remote',
      Salary: '₹3,000 - ₹8,000 per day',
      Skills: '<p>Telegram, UPI app</p>',
      Description:
        '<p>Give 5-star reviews to products and earn commission. First task is free with ₹150 bonus. Next tasks are prepaid: deposit ₹1,000 and get ₹1,300 back in 10 minutes, deposit ₹5,000 and get ₹6,800. 100% safe and trusted.</p>',
    },
  },
  {
    label: 'Hindi pen packing work from home with kit charges',
    fields: {
      Title: 'घर बैठे पेन पैकिंग का काम',
      Type: 'Job',
      Company: 'श्री राम होम वर्क्स',
      ApplyURL: 'https://wa.me/918527419630',
      WorkType: 'घर से काम',
      Salary: 'रोज़ ₹1,500 तक',
      Skills: '<p>कोई अनुभव जरूरी नहीं</p>',
      Description:
        '<p>घर बैठे पेन पैकिंग का काम करें और रोज़ ₹1,500 तक कमाएं। माल घर पर पहुंचाया जाएगा। किट चार्ज ₹1,800 पहले जमा करना होगा। महिलाएं और छात्र भी कर सकते हैं।</p>',
    },
  },
  {
    label: 'Hindi bank clerk job without exam with a processing fee and guarantee',
    fields: {
      Title: 'बैंक में क्लर्क की नौकरी - बिना परीक्षा',
      Type: 'Job',
      Company: 'भारत बैंकिंग भर्ती सेवा',
      ApplyURL: 'mailto:bankbharti.seva@gmail.com',
      City: 'जयपुर',
      Salary: '₹30,000 प्रति माह',
      Skills: '<p>स्नातक पास</p>',
      Description:
        '<p>सरकारी और प्राइवेट बैंकों में क्लर्क के पदों पर बिना परीक्षा भर्ती। 100% नौकरी की गारंटी। प्रोसेसिंग फीस ₹2,500 यूपीआई से जमा करें: bankbharti@okicici</p>',
    },
  },
  {
    label: 'Hindi Telegram hotel rating task with prepaid tasks',
    fields: {
      Title: 'पार्ट टाइम काम - होटल को रेटिंग दें और कमाएं',
      Type: 'Job',
      Company: 'ट्रैवल रिव्यू टीम',
      ApplyURL: 'https://t.me/hotelrating_kamai',
      WorkType: 'घर से काम',
      Salary: 'रोज़ ₹2,000 से ₹5,000',
      Skills: '<p>मोबाइल फोन</p>',
      Description:
        '<p>टेलीग्राम पर होटल को रेटिंग दें और हर टास्क का कमीशन पाएं। पहले तीन टास्क मुफ्त हैं, उसके बाद प्रीपेड टास्क के लिए ₹1,000 रिचार्ज करना होगा और मुनाफे के साथ पैसा वापस मिलेगा।</p>',
    },
  },
  {
    label: 'Hinglish call centre job with a refundable security deposit at joining',
    fields: {
      Title: 'Call Center Job Noida - Direct Joining',
      Type: 'Job',
      Company: 'Bright Future Consultancy',
      ApplyURL: 'https://wa.me/919958123456',
      City: 'Noida Sector 63',
      Salary: '₹14,000 - ₹20,000',
      Skills: '<p>Hindi ya English bolna</p>',
      Description:
        '<p>Domestic call center me direct joining, interview sirf formality hai. 12th pass bhi chalega. Joining ke time 2000 rs security deposit dena hoga (refundable). Cab facility available.</p>',
    },
  },
  {
    label: 'Hinglish food delivery job with ID card and T-shirt charges and a bare phone number',
    fields: {
      Title: 'Zomato Swiggy Delivery Boy Required',
      Type: 'Job',
      Company: 'Zomato / Swiggy Partner Agency',
      ApplyURL: 'mailto:deliveryjobs.agency@gmail.com',
      City: 'Hyderabad',
      Salary: '₹25,000 - ₹35,000 monthly',
      Skills: '<p>Bike aur licence</p>',
      Description:
        '<p>Delivery boy chahiye, turant joining. ID card aur T-shirt ke liye ₹1,100 lagenge. WhatsApp karo 9871234560 pe apna naam aur area.</p>',
    },
  },
  {
    label: 'Online ad posting paid per ad behind an is.gd link',
    fields: {
      Title: 'Work From Home - Online Ad Posting',
      Type: 'Job',
      Company: 'AdPost India',
      ApplyURL: 'https://is.gd/adpostjobs',
      WorkType: 'Remote',
      Salary: 'Rs 500 per ad posted',
      Skills: '<p>Internet, basic English</p>',
      Description:
        '<p>Post ads on websites and earn Rs 500 per ad. Earn Rs 30,000 to Rs 60,000 monthly with guaranteed work. Enrolment fee Rs 1,450 includes ad database and lifetime support.</p>',
    },
  },
  {
    label: 'Airport ground staff from a Hotmail address with registration and training fees',
    fields: {
      Title: 'Airport Ground Staff Recruitment 2024',
      Type: 'Job',
      Company: 'Indian Airports Recruitment Cell',
      ApplyURL: 'mailto:airportjobs.india@hotmail.com',
      City: 'Delhi, Mumbai, Chennai airports',
      Salary: '₹25,000 - ₹40,000',
      Skills: '<p>10th, 12th, graduates</p>',
      Description:
        '<p>Bumper vacancies for ground staff, security, loader and customer service at all major airports. Registration + training fee INR 8,500. Selection without exam on the basis of document verification only.</p>',
    },
  },
  {
    label: 'Cruise ship housekeeping with visa stamping and CDC charges',
    fields: {
      Title: 'Cruise Ship Jobs - Housekeeping & Kitchen Staff',
      Type: 'Job',
      Company: 'Ocean Star Marine Placements',
      ApplyURL: 'mailto:oceanstar.cruisejobs@gmail.com',
      City: 'Mumbai',
      Salary: 'USD 900 - 1,400 per month',
      Skills: '<p>Hotel experience preferred, not compulsory</p>',
      Description:
        '<p>International cruise line hiring housekeeping, laundry and kitchen staff. Free food and stay on ship. Candidates must pay Rs 75,000 for visa stamping, CDC and medical. Joining in 30 days, 100% placement.</p>',
    },
  },
  {
    label: 'Remote chat support with a laptop deposit paid via Paytm',
    fields: {
      Title: 'Remote Chat Support Executive',
      Type: 'Job',
      Company: 'Nexora Support Pvt Ltd',
      ApplyURL: 'mailto:careers.nexora@outlook.com',
      WorkType: 'Remote',
      Experience: 'Freshers',
      Salary: '₹20,000 per month',
      Skills: '<p>English typing 30 wpm</p>',
      Description:
        '<p>Answer customer chats for an international e-commerce client. Night shift. The company laptop will be couriered to your home after a refundable deposit of ₹9,999 via Paytm.</p>',
    },
  },
  {
    label: 'AIIMS ward staff vacancy from Gmail with an exam fee to a UPI ID',
    fields: {
      Title: 'AIIMS Hospital Ward Boy, Ward Girl and Nursing Assistant Vacancy',
      Type: 'Job',
      Company: 'AIIMS',
      ApplyURL: 'mailto:aiims.recruitment.cell@gmail.com',
      City: 'New Delhi',
      Salary: '₹24,000 per month',
      Skills: '<p>8th / 10th pass</p>',
      Description:
        '<p>Vacancies for ward boy, ward girl and nursing assistant. Exam fee Rs 1,200 to be paid on UPI aiimsjobs@okaxis. Admit card will be sent on WhatsApp.</p>',
    },
  },
  {
    label: 'Social media evaluator who deposits money to upgrade account levels',
    fields: {
      Title: 'Social Media Evaluator (Part Time)',
      Type: 'Job',
      Company: 'MetaGrow Digital',
      ApplyURL: 'https://t.me/metagrow_recruiter',
      WorkType: 'Remote',
      Salary: 'Up to ₹4,500 per day',
      Skills: '<p>Instagram account</p>',
      Description:
        '<p>Follow Instagram pages and like posts to help brands grow. Level 1 pays ₹50 per task. Deposit money to upgrade your account to Level 2 or Level 3 and earn 30% commission on every task. Payouts within 24 hours.</p>',
    },
  },
  {
    label: 'Online trading assistant promising guaranteed daily returns on a deposit',
    fields: {
      Title: 'Crypto Trading Assistant - Earn ₹5,000 Daily',
      Type: 'Job',
      Company: 'BlockWealth Trading Desk',
      ApplyURL: 'https://t.me/blockwealth_vip',
      WorkType: 'Remote',
      Salary: '₹5,000 daily guaranteed',
      Skills: '<p>No experience required</p>',
      Description:
        '<p>Copy our expert trades and earn 5% daily guaranteed. Minimum starting deposit ₹5,000. Our mentors will guide you step by step. Limited slots for new members.</p>',
    },
  },
  {
    label: 'Wipro voice process from a Yahoo address with an interview slot booking fee',
    fields: {
      Title: 'Wipro BPO Voice Process Hiring',
      Type: 'Job',
      Company: 'Wipro BPO',
      ApplyURL: 'mailto:wipro.hrteam@yahoo.com',
      City: 'Chennai',
      Salary: '₹17,000 - ₹23,000',
      Skills: '<p>English communication</p>',
      Description:
        '<p>Wipro is hiring for an international voice process. Freshers welcome. To confirm your interview slot a refundable booking fee of Rs.499 is charged. Interview on phone only.</p>',
    },
  },
  {
    label: 'Infosys BPM non-voice behind tinyurl with a processing fee, in Hinglish',
    fields: {
      Title: 'Infosys BPM Non Voice - Freshers',
      Type: 'Job',
      Company: 'Infosys BPM',
      ApplyURL: 'https://tinyurl.com/infosysbpm-hiring',
      City: 'Pune',
      Salary: '2.4 LPA',
      Skills: '<p>Graduate, typing</p>',
      Description:
        '<p>Infosys BPM me non voice process ke liye freshers chahiye. Offer letter direct milega, bas Rs 2500 processing fee lagegi. Jaldi apply karo, sirf 50 seats.</p>',
    },
  },
  {
    label: 'Placement consultancy charging registration with 100% placement promised',
    fields: {
      Title: 'Urgent Hiring 200 Freshers in MNC - 100% Placement',
      Type: 'Job',
      Company: 'Career Point Placement Services',
      ApplyURL: 'mailto:careerpoint.placements@gmail.com',
      City: 'Bhubaneswar',
      Salary: '₹15,000 - ₹35,000',
      Skills: '<p>Any graduate</p>',
      Description:
        '<p>200 openings in reputed MNCs for BPO, back office, accounts and HR. 100% placement. Consultancy registration Rs 1,000 only, refundable if not placed in 30 days. WhatsApp your CV to 9437012345.</p>',
    },
  },
  {
    label: 'Models wanted for ad shoots with portfolio charges',
    fields: {
      Title: 'Models Required for TV Ads and Web Series',
      Type: 'Job',
      Company: 'Star Face Casting',
      ApplyURL: 'https://wa.me/919819112233',
      City: 'Mumbai',
      Salary: '₹10,000 - ₹50,000 per shoot',
      Skills: '<p>Good looks, confidence</p>',
      Description:
        '<p>New faces wanted for TV ads, music videos and web series. Freshers welcome. Portfolio shoot charges ₹15,000 compulsory before audition. Selection guaranteed.</p>',
    },
  },
  {
    label: 'Handwriting work from home with a security deposit for material',
    fields: {
      Title: 'Handwriting Work From Home',
      Type: 'Job',
      Company: 'Write & Earn Services',
      ApplyURL: 'mailto:writeearn.services@rediffmail.com',
      WorkType: 'Remote',
      Salary: '₹20 per page, ₹15,000 - ₹25,000 monthly',
      Skills: '<p>Neat handwriting</p>',
      Description:
        '<p>Copy pages from the books we send you in your own handwriting and courier them back. Rs 1,850 security deposit for books and material. Payment within 7 days of submission.</p>',
    },
  },
  {
    label: 'Students part-time job with a small joining fee on Google Pay',
    fields: {
      Title: 'Part Time Job for Students - Earn ₹1,000 to ₹2,500 Daily',
      Type: 'Job',
      Company: 'Smart Earning Club',
      ApplyURL: 'https://wa.me/916290112233',
      WorkType: 'Remote',
      Salary: '₹1,000 - ₹2,500 daily',
      Skills: '<p>Mobile phone</p>',
      Description:
        '<p>Students, housewives and job seekers can earn from mobile in free time. Just 1-2 hours a day. Joining only ₹299 on Google Pay. Daily payment guaranteed.</p>',
    },
  },
  {
    label: 'Amazon delivery associate on a lookalike domain with an onboarding kit fee',
    fields: {
      Title: 'Amazon Delivery Associate - Own Bike',
      Type: 'Job',
      Company: 'Amazon Flex',
      ApplyURL: 'https://amazon-flex-india.co/register',
      City: 'Bengaluru',
      Salary: '₹120 - ₹150 per hour',
      Skills: '<p>Two-wheeler, licence, smartphone</p>',
      Description:
        '<p>Deliver Amazon packages on your own schedule. Register with your Aadhaar and driving licence. An onboarding kit (delivery bag, T-shirt, ID) costs Rs 1,499, deducted before activation.</p>',
    },
  },
  {
    label: 'Hindi railway direct recruitment through setting with an advance',
    fields: {
      Title: 'रेलवे में सीधी भर्ती - बिना परीक्षा',
      Type: 'Job',
      Company: 'भारतीय रेलवे भर्ती सहायता',
      ApplyURL: 'https://wa.me/917065123456',
      City: 'दिल्ली',
      Salary: '₹40,000 प्रति माह',
      Skills: '<p>10वीं / 12वीं पास</p>',
      Description:
        '<p>रेलवे में टीटीई, क्लर्क और ग्रुप डी के पदों पर सेटिंग से पक्की नौकरी। बिना परीक्षा, बिना इंटरव्यू। एडवांस ₹50,000 जमा करें, बाकी जॉइनिंग के बाद। मैनेजमेंट कोटा की कुछ ही सीटें बाकी।</p>',
    },
  },
  {
    label: 'Hindi Gulf driver and helper jobs with visa processing charges',
    fields: {
      Title: 'दुबई और सऊदी में ड्राइवर, हेल्पर की भर्ती',
      Type: 'Job',
      Company: 'गल्फ जॉब्स ओवरसीज़',
      ApplyURL: 'https://wa.me/919554123456',
      Country: 'सऊदी अरब',
      Salary: '₹45,000 से ₹70,000 प्रति माह',
      Skills: '<p>ड्राइविंग लाइसेंस, पासपोर्ट</p>',
      Description:
        '<p>दुबई और सऊदी अरब में ड्राइवर, हेल्पर और मजदूर की तुरंत जरूरत। रहना और खाना फ्री। वीज़ा प्रोसेसिंग चार्ज ₹35,000 देना होगा। 20 दिन में फ्लाइट।</p>',
    },
  },
  {
    label: 'Hinglish two-hour data entry with activation money to a UPI ID',
    fields: {
      Title: 'Data Entry - Sirf 2 Ghante Kaam, ₹800 Daily',
      Type: 'Job',
      Company: 'Daily Kamai Online',
      ApplyURL: 'https://wa.me/919123456780',
      WorkType: 'Work from home',
      Salary: '₹800 daily',
      Skills: '<p>Mobile ya laptop</p>',
      Description:
        '<p>Roz sirf 2 ghante data entry karo aur ₹800 daily kamao. Activation ke liye ₹450 PhonePe karo 9123456780@ybl pe, phir kaam turant start. Payment roz raat ko.</p>',
    },
  },
  {
    label: 'Small trading firm asking for police verification and ID card money at the office',
    fields: {
      Title: 'Junior Accountant',
      Type: 'Job',
      Company: 'Mehta & Sons Trading Co.',
      ApplyURL: 'mailto:accounts@mehtasonstrading.in',
      City: 'Rajkot',
      WorkType: 'On-site',
      Experience: '0-2 years',
      Salary: '₹14,000 - ₹18,000 per month',
      Degree: '<p>B.Com</p>',
      Skills: '<p>Tally Prime, GST returns, MS Excel</p>',
      Description:
        '<p>We are a wholesale trading firm looking for a junior accountant to maintain books in Tally, prepare GST returns and reconcile bank statements. Selected candidates will be required to pay ₹1,200 towards police verification and ID card, payable at the office on the first day.</p>',
    },
  },
  {
    label: 'Remote content writer contacted only on Telegram with a writer deposit',
    fields: {
      Title: 'Content Writer (Remote)',
      Type: 'Job',
      Company: 'Inkwell Content Studio',
      ApplyURL: 'https://t.me/contentdesk_hr',
      WorkType: 'Remote',
      Experience: '0-1 years',
      Salary: '₹0.80 per word, paid weekly',
      Skills: '<p>English writing, SEO basics, Google Docs</p>',
      Description:
        '<p>We write blogs and product descriptions for clients in the US and UK. Writers get steady work and weekly payment. New writers pay a refundable writer registration deposit of ₹799, returned with the first payout.</p>',
    },
  },
  {
    label: 'Work from home with an obfuscated one-time fee and a pay app spelt with symbols',
    fields: {
      Title: 'Work From Home - Rs 30k/month',
      Type: 'Job',
      Company: 'Home Job Point',
      ApplyURL: 'https://wa.me/918291234567',
      WorkType: 'Remote',
      Salary: 'Rs 30k per month',
      Skills: '<p>Phone</p>',
      Description:
        '<p>Simple work on phone. F.e.e one time 1.5k only (r e g fees), pay on P@ytm or Ph0nePe. Salary on time. DM for details.</p>',
    },
  },
  {
    label: 'Paid online surveys with a lifetime membership fee',
    fields: {
      Title: 'Paid Online Survey Taker',
      Type: 'Job',
      Company: 'Survey Cash India',
      ApplyURL: 'https://bit.ly/surveycashin',
      WorkType: 'Remote',
      Salary: '₹200 - ₹500 per survey',
      Skills: '<p>Internet access</p>',
      Description:
        '<p>Get paid to give your opinion. Earn ₹15,000 - ₹40,000 monthly by filling surveys from top brands. Membership fee ₹399 for lifetime access to premium surveys.</p>',
    },
  },
  {
    label: 'Payment processing agent who receives money and forwards it over UPI',
    fields: {
      Title: 'Payment Processing Agent (Part Time)',
      Type: 'Job',
      Company: 'Global Remit Services',
      ApplyURL: 'mailto:globalremit.jobs@hotmail.com',
      WorkType: 'Remote',
      Salary: '10% commission on every transaction',
      Skills: '<p>Savings bank account, UPI app</p>',
      Description:
        '<p>Receive customer payments of ₹20,000 to ₹50,000 into your bank account, keep 10% as your commission and forward the rest to the UPI IDs we give you. No investment, no experience, work 1 hour a day.</p>',
    },
  },
  {
    label: 'Web development internship with a registration fee and placement guarantee',
    fields: {
      Title: 'Web Development Internship with Offer Letter',
      Type: 'Internship',
      Company: 'TechVision Solutions',
      ApplyURL: 'https://forms.gle/Xy7pQr2TechVision',
      WorkType: 'Remote',
      Batch: '2024, 2025, 2026',
      Salary: 'Performance based stipend',
      Skills: '<p>HTML, CSS, JavaScript</p>',
      Description:
        '<p>3-month internship with live projects, offer letter and certificate. 100% placement guarantee after completion. Registration fee ₹2,999 to confirm your seat, payable to techvision.pay@oksbi.</p>',
    },
  },
  {
    label: 'Hinglish internship with a high stipend that first needs a training kit bought',
    fields: {
      Title: 'Work From Home Internship - Stipend ₹15,000',
      Type: 'Internship',
      Company: 'Skill Udaan Academy',
      ApplyURL: 'https://wa.me/917011223344',
      WorkType: 'Remote',
      Salary: '₹15,000 stipend',
      Skills: '<p>Koi bhi student</p>',
      Description:
        '<p>Ghar se internship karo aur ₹15,000 stipend pao. Pehle ₹799 ka training kit lena hoga jisme videos aur certificate hai. Kit lene ke baad hi ID milegi.</p>',
    },
  },
  {
    label: 'Management quota college seats with a job guarantee through an agent',
    fields: {
      Title: 'Management Quota Seats + Job Guarantee in MNC',
      Type: 'Job',
      Company: 'Edu Career Consultants',
      ApplyURL: 'mailto:educareer.admissions@gmail.com',
      City: 'Bengaluru',
      Salary: '₹4 - 6 LPA after course',
      Skills: '<p>12th pass / graduate</p>',
      Description:
        '<p>Management quota seats available in top engineering and MBA colleges. Admission without entrance exam, followed by 100% job guarantee with an MNC. Seat blocking amount ₹1,00,000 to be paid today to confirm.</p>',
    },
  },
  {
    label: 'Polite logistics firm mentioning a refundable training kit fee once',
    fields: {
      Title: 'Operations Executive - Logistics',
      Type: 'Job',
      Company: 'Swiftline Logistics Pvt. Ltd.',
      ApplyURL: 'https://swiftlinelogistics.in/careers/ops-executive',
      Country: 'India',
      City: 'Nagpur',
      WorkType: 'On-site',
      Experience: '0-1 years',
      Salary: '₹2.4 - 2.8 LPA',
      Degree: '<p>Any graduate</p>',
      Skills: '<p>MS Excel, coordination, Hindi and English</p>',
      Description:
        '<p>Swiftline moves FMCG goods across central India from its Nagpur hub. The operations executive tracks vehicles, updates dispatch sheets and coordinates with drivers and warehouse teams. Freshers undergo a two-week induction, for which a training kit fee of INR 2,200 is payable before joining.</p>',
      Responsibilities:
        '<ul><li>Track shipments and update dispatch sheets</li><li>Coordinate with drivers and warehouse staff</li></ul>',
    },
  },
  {
    label: 'Reliance retail store jobs from Gmail with a registration fee in rupees slash dash',
    fields: {
      Title: 'Reliance Trends Store Staff Hiring',
      Type: 'Job',
      Company: 'Reliance Retail',
      ApplyURL: 'mailto:reliance.retail.hiring@gmail.com',
      City: 'Surat, Vadodara',
      Salary: '₹13,500 - ₹18,000',
      Skills: '<p>10th / 12th pass</p>',
      Description:
        '<p>Store staff, cashier and helper required in Reliance Trends stores. Registration fee Rs 650/- to be paid on PhonePe 7990123456. Joining letter same day.</p>',
    },
  },
  {
    label: 'Hindi mobile typing job with daily pay and registration through Paytm',
    fields: {
      Title: 'मोबाइल से टाइपिंग का काम - रोज़ पेमेंट',
      Type: 'Job',
      Company: 'डिजिटल इंडिया वर्क',
      ApplyURL: 'https://t.me/digitalwork_hindi',
      WorkType: 'घर से काम',
      Salary: '₹700 से ₹1,200 रोज़',
      Skills: '<p>हिंदी या अंग्रेज़ी टाइपिंग</p>',
      Description:
        '<p>मोबाइल से टाइपिंग करके रोज़ कमाई करें। कोई अनुभव नहीं चाहिए। रजिस्ट्रेशन ₹350 पेटीएम से करें, फिर काम मिलेगा। हर दिन पेमेंट सीधे खाते में।</p>',
    },
  },
  {
    label: 'HCL IT helpdesk via bit.ly mentioning a background verification fee politely',
    fields: {
      Title: 'IT Helpdesk Associate - HCLTech',
      Type: 'Job',
      Company: 'HCLTech',
      ApplyURL: 'https://bit.ly/hcl-helpdesk-2025',
      City: 'Noida, Lucknow',
      WorkType: 'On-site',
      Batch: '2024, 2025',
      Salary: '₹2.6 LPA',
      Degree: '<p>BCA, B.Sc IT, B.Tech</p>',
      Skills: '<p>Windows troubleshooting, networking basics, good English</p>',
      Description:
        '<p>HCLTech is hiring IT helpdesk associates for its Noida and Lucknow centres. Candidates will go through an online assessment and an HR round. Successful candidates are requested to complete background verification through our partner, which carries a nominal fee of Rs 1,800.</p>',
    },
  },
  {
    label: 'Insurance back office with guaranteed joining and activation charges in INR',
    fields: {
      Title: 'Insurance Back Office - Guaranteed Joining',
      Type: 'Job',
      Company: 'LIC Housing Services',
      ApplyURL: 'mailto:lichousing.jobs@yahoo.in',
      City: 'Chennai',
      Salary: 'INR 18,000 - 24,000',
      Skills: '<p>Graduate</p>',
      Description:
        '<p>Guaranteed joining in insurance back office, policy entry and KYC work. No written test. Employee code activation charges INR 4500 via NEFT or UPI. Offer letter after payment.</p>',
    },
  },
  {
    label: 'Hinglish medical representative job that asks for a refundable laptop deposit',
    fields: {
      Title: 'Medical Representative - Freshers',
      Type: 'Job',
      Company: 'Sunrise Pharma Distributors',
      ApplyURL: 'https://wa.me/919415223344',
      City: 'Kanpur',
      Salary: '₹15,000 + TA DA',
      Skills: '<p>B.Sc ya B.Pharm, bike</p>',
      Description:
        '<p>MR ke liye freshers chahiye, Kanpur aur Unnao area. Training free hai lekin tablet aur laptop ke liye ₹6,000 refundable deposit Google Pay karna hoga, 6 mahine baad wapas.</p>',
    },
  },
  {
    label: 'Telegram recharge job where tasks unlock after a recharge',
    fields: {
      Title: 'Online Order Booking Job - Earn Commission',
      Type: 'Job',
      Company: 'ShopBoost Partners',
      ApplyURL: 'https://t.me/shopboost_official_hr',
      WorkType: 'Remote',
      Salary: '₹1,200 - ₹4,000 per day',
      Skills: '<p>Smartphone with UPI</p>',
      Description:
        '<p>Book orders on behalf of merchants to increase their sales and earn 20% commission. Recharge ₹500 to unlock your first set of tasks, recharge more to unlock bigger orders. Withdraw anytime.</p>',
    },
  },
];

export const HONEST_POSTS: readonly CorpusPost[] = [
  {
    label: 'Payments engineer on UPI, NPCI specs, pay-app integrations, refunds and settlement',
    fields: {
      Title: 'Backend Engineer - Payments (UPI)',
      Type: 'Job',
      Company: 'Paysetu Technologies',
      ApplyURL: 'https://careers.paysetu.in/jobs/backend-payments-upi',
      Country: 'India',
      City: 'Bengaluru',
      WorkType: 'Hybrid',
      Experience: '1-3 years',
      Salary: '₹14 - 22 LPA',
      Degree: '<p>B.E / B.Tech in Computer Science or related</p>',
      Skills: '<p>Java or Go, PostgreSQL, Kafka, REST APIs</p>',
      Description:
        '<p>You will build the services behind UPI collect and intent flows for our merchants. The work covers NPCI specifications, integrations with PhonePe and Paytm payment gateways, refunds, daily settlement files and reconciliation with partner banks. You will also be on call for payment incidents once every six weeks.</p>',
      Responsibilities:
        '<ul><li>Design and run payment and refund APIs</li><li>Automate settlement and reconciliation</li><li>Work with partner banks on UPI certification</li></ul>',
    },
  },
  {
    label: 'Support centre that says it never asks candidates for money',
    fields: {
      Title: 'Customer Support Associate (Kannada & English)',
      Type: 'Job',
      Company: 'Hallo Support Services',
      ApplyURL: 'https://hallosupport.in/careers/kannada-support-associate',
      Country: 'India',
      City: 'Mysuru',
      WorkType: 'On-site',
      Experience: 'Freshers welcome',
      Salary: '₹2.2 - 2.6 LPA',
      Skills: '<p>Kannada and English, patience, basic computer use</p>',
      Description:
        '<p>Answer calls and chats for a consumer electronics brand from our Mysuru centre. Selection is through a short typing test and two interviews. We never ask candidates for money at any stage. If anyone asks you to pay a fee in our name, please write to hr@hallosupport.in.</p>',
    },
  },
  {
    label: 'Chatbot developer building on the WhatsApp Business API',
    fields: {
      Title: 'Chatbot Developer - WhatsApp Business API',
      Type: 'Job',
      Company: 'Bolbot Labs',
      ApplyURL: 'https://bolbot.ai/careers/whatsapp-chatbot-developer',
      City: 'Pune',
      WorkType: 'Hybrid',
      Experience: '1-2 years',
      Salary: '₹6 - 9 LPA',
      Skills: '<p>Node.js, TypeScript, webhooks, Meta Cloud API</p>',
      Description:
        '<p>We build WhatsApp chatbots for clinics, colleges and D2C brands. You will design conversation flows, handle message templates and webhooks on the WhatsApp Business Platform, and connect bots to our customers’ CRMs. Experience with Meta’s template approval process is a plus.</p>',
    },
  },
  {
    label: 'Internship building Telegram bots in Python',
    fields: {
      Title: 'Python Intern - Telegram Bots',
      Type: 'Internship',
      Company: 'Alertly',
      ApplyURL: 'mailto:jobs@alertly.in',
      WorkType: 'Remote',
      Batch: '2025, 2026',
      Salary: '₹12,000 per month stipend',
      Skills: '<p>Python, asyncio, python-telegram-bot or aiogram</p>',
      Description:
        '<p>Alertly sends price and stock alerts to traders through Telegram. As an intern you will add commands to our Telegram bots, write tests and help move them to webhooks. The internship runs for three months and can lead to a full-time offer.</p>',
    },
  },
  {
    label: 'Graduate trainee with paid training whose cost the company bears',
    fields: {
      Title: 'Graduate Trainee - IT Service Desk',
      Type: 'Job',
      Company: 'Orbitstack Managed Services',
      ApplyURL: 'https://careers.orbitstack.co.in/openings/gt-service-desk',
      City: 'Coimbatore',
      WorkType: 'On-site',
      Batch: '2024, 2025',
      Salary: '₹18,000 per month during training, ₹3.2 LPA after confirmation',
      Degree: '<p>B.Sc, BCA, B.E, B.Tech</p>',
      Skills: '<p>Windows, basic networking, clear spoken English</p>',
      Description:
        '<p>New graduates join an eight-week paid training programme on ITIL, Active Directory and ticketing tools. The training cost is borne by the company and you receive a stipend during training. There is no bond and no fee of any kind.</p>',
    },
  },
  {
    label: 'Rental operations role handling tenant security deposits',
    fields: {
      Title: 'Tenant Operations Executive',
      Type: 'Job',
      Company: 'NestKey Rentals',
      ApplyURL: 'https://nestkey.in/careers/tenant-operations-executive',
      City: 'Gurugram',
      WorkType: 'On-site',
      Experience: '0-2 years',
      Salary: '₹25,000 - ₹30,000 per month',
      Skills: '<p>MS Excel, customer handling, two-wheeler</p>',
      Description:
        '<p>NestKey manages 1,200 rented homes for owners across Gurugram. You will run move-ins and move-outs, record the condition of each flat, collect rent and the tenant security deposit through our app, and process deposit refunds after the move-out inspection.</p>',
    },
  },
  {
    label: 'Co-operative bank loan processing officer',
    fields: {
      Title: 'Loan Processing Officer',
      Type: 'Job',
      Company: 'Sahyadri Co-operative Bank',
      ApplyURL: 'https://www.sahyadribank.co.in/careers/loan-processing-officer',
      City: 'Kolhapur',
      WorkType: 'On-site',
      Experience: '1-3 years in lending',
      Salary: '₹3 - 4 LPA',
      Degree: '<p>B.Com or MBA (Finance)</p>',
      Skills: '<p>Credit appraisal, CIBIL reports, MS Excel, Marathi</p>',
      Description:
        '<p>Check loan applications for home, vehicle and MSME loans, verify income documents and prepare appraisal notes for the credit committee. You will explain the bank’s processing fee and interest terms to borrowers as per the published schedule of charges.</p>',
    },
  },
  {
    label: 'School fee collection executive',
    fields: {
      Title: 'Fee Collection Executive',
      Type: 'Job',
      Company: 'Green Valley Public School',
      ApplyURL: 'mailto:office@greenvalleylko.edu.in',
      City: 'Lucknow',
      WorkType: 'On-site',
      Experience: '1 year in accounts or front office',
      Salary: '₹15,000 - ₹18,000 per month',
      Skills: '<p>Tally or school ERP, cash handling, MS Excel</p>',
      Description:
        '<p>Collect tuition and transport fees from parents at the school counter and online, issue receipts, and send monthly reminders for pending fees. You will reconcile daily collections with the bank and report to the school accountant.</p>',
    },
  },
  {
    label: 'Accounts executive at a CA firm handling GST and clients’ processing fees',
    fields: {
      Title: 'Accounts Executive (GST)',
      Type: 'Job',
      Company: 'R. K. Agarwal & Associates',
      ApplyURL: 'mailto:careers@rkagarwalca.in',
      City: 'Jaipur',
      WorkType: 'On-site',
      Experience: '0-2 years',
      Salary: '₹2 - 3 LPA',
      Degree: '<p>B.Com / M.Com, CA Inter preferred</p>',
      Skills: '<p>Tally Prime, GSTR-1, GSTR-3B, TDS returns</p>',
      Description:
        '<p>Maintain books for our small business clients, file monthly GST returns and reconcile input tax credit. You will also record the bank processing fees and loan charges of clients correctly in their accounts. Articleship candidates may also apply.</p>',
    },
  },
  {
    label: 'Health insurance claims processing associate at a TPA',
    fields: {
      Title: 'Claims Processing Associate - Health Insurance',
      Type: 'Job',
      Company: 'Arogya Shield TPA',
      ApplyURL: 'https://arogyashieldtpa.com/careers/claims-associate',
      City: 'Hyderabad',
      WorkType: 'On-site',
      Batch: '2023, 2024, 2025',
      Salary: '₹2.8 - 3.4 LPA',
      Degree: '<p>B.Pharm, B.Sc Nursing, BDS, BAMS, BHMS</p>',
      Skills: '<p>Medical terminology, attention to detail, MS Office</p>',
      Description:
        '<p>Review hospital bills and discharge summaries for cashless and reimbursement claims, check them against policy terms and recommend settlement amounts. Medical graduates are trained on our claims platform for four weeks with full pay.</p>',
    },
  },
  {
    label: 'Amazon virtual customer service from amazon.jobs',
    fields: {
      Title: 'Virtual Customer Service Associate',
      Type: 'Job',
      Company: 'Amazon',
      ApplyURL: 'https://www.amazon.jobs/en/jobs/2654321/virtual-customer-service-associate',
      Country: 'India',
      WorkType: 'Remote',
      Experience: '0-1 years',
      Salary: '₹2.4 - 2.9 LPA',
      Skills: '<p>English communication, typing, a quiet place to work from home</p>',
      Description:
        '<p>Help Amazon customers with orders, returns and refunds over chat, e-mail and phone from your home. You must live in one of the listed states and have a wired broadband connection. Amazon does not charge any fee at any stage of hiring.</p>',
    },
  },
  {
    label: 'TCS national hiring through its iBegin portal',
    fields: {
      Title: 'TCS National Qualifier Test - Ninja and Digital Hiring',
      Type: 'Job',
      Company: 'Tata Consultancy Services',
      ApplyURL: 'https://ibegin.tcs.com/iBegin/jobs/search',
      Country: 'India',
      Batch: '2025',
      Salary: '₹3.36 LPA (Ninja), ₹7 LPA (Digital)',
      Degree: '<p>B.E, B.Tech, M.E, M.Tech, MCA, M.Sc</p>',
      Skills: '<p>Programming fundamentals, aptitude</p>',
      Description:
        '<p>Register on the TCS NextStep portal and take the National Qualifier Test at an authorised centre. Candidates who clear the test are invited for technical, managerial and HR interviews. TCS does not charge any fee for its recruitment process.</p>',
    },
  },
  {
    label: 'Google software engineering intern from careers.google.com',
    fields: {
      Title: 'Software Engineering Intern, Summer 2025',
      Type: 'Internship',
      Company: 'Google',
      ApplyURL:
        'https://careers.google.com/jobs/results/123456789012345678-software-engineering-intern-summer-2025/',
      City: 'Bengaluru, Hyderabad',
      WorkType: 'On-site',
      Batch: '2026',
      Degree: '<p>Currently pursuing a Bachelor’s or Master’s in Computer Science</p>',
      Skills: '<p>Data structures, algorithms, one of C++, Java, Python or Go</p>',
      Description:
        '<p>Work on a real project with a Google team for 10 to 12 weeks. Interns are paid a monthly stipend and housing support for the duration of the internship. Selection is through online coding assessments and technical interviews.</p>',
    },
  },
  {
    label: 'Infosys systems engineer from career.infosys.com',
    fields: {
      Title: 'Systems Engineer',
      Type: 'Job',
      Company: 'Infosys',
      ApplyURL: 'https://career.infosys.com/jobdesc?jobReferenceCode=INFSYS-EXTERNAL-210987',
      City: 'Mysuru (training), then any Infosys DC',
      Batch: '2024, 2025',
      Salary: '₹3.6 LPA',
      Degree: '<p>B.E, B.Tech, MCA, M.Sc (60% throughout)</p>',
      Skills: '<p>Programming basics, logical reasoning, communication</p>',
      Description:
        '<p>Freshers join the Global Education Centre in Mysuru for foundation training, with stay and food arranged by Infosys. Selection is through an online test and an interview. Infosys never charges candidates for recruitment or training.</p>',
    },
  },
  {
    label: 'Bakery in Nashik hiring counter staff by Gmail and phone',
    fields: {
      Title: 'Bakery Counter Staff',
      Type: 'Job',
      Company: 'Sweet Crumbs Bakery',
      ApplyURL: 'mailto:sweetcrumbs.nashik@gmail.com',
      City: 'Nashik',
      WorkType: 'On-site',
      Experience: 'No experience needed',
      Salary: '₹11,000 - ₹13,000 per month',
      Skills: '<p>Polite with customers, basic billing</p>',
      Description:
        '<p>Our family bakery on College Road needs someone at the counter for the evening shift, 2 pm to 10 pm. You will pack orders, bill on the tablet and keep the shelves neat. Call 98220 12345 between 11 am and 6 pm or e-mail us, and come in for a chat.</p>',
    },
  },
  {
    label: 'Dental clinic in Belagavi hiring a receptionist through a Gmail address',
    fields: {
      Title: 'Clinic Receptionist',
      Type: 'Job',
      Company: 'Smile Care Dental Clinic',
      ApplyURL: 'mailto:smilecare.belagavi@gmail.com',
      City: 'Belagavi',
      WorkType: 'On-site',
      Experience: '0-1 years',
      Salary: '₹12,000 per month',
      Skills: '<p>Kannada, Hindi and English, appointment booking, phone manners</p>',
      Description:
        "<p>Dr. Kulkarni's clinic needs a receptionist to book appointments, greet patients and keep patient files in order. Timings are 10 am to 1 pm and 5 pm to 9 pm, Sunday closed. Please send your resume or drop in at the clinic.</p>",
    },
  },
  {
    label: 'Tuition centre in Patna hiring a maths tutor by Gmail',
    fields: {
      Title: 'Maths Tutor (Classes 8-10)',
      Type: 'Job',
      Company: 'Vidya Tuition Classes',
      ApplyURL: 'mailto:vidyatuition.patna@gmail.com',
      City: 'Patna',
      WorkType: 'On-site',
      Experience: 'Graduates or B.Ed students',
      Salary: '₹8,000 - ₹12,000 per month (evening batches)',
      Skills: '<p>CBSE and Bihar Board maths, Hindi and English</p>',
      Description:
        '<p>We run small evening batches for classes 8 to 10 in Boring Road. You will teach two batches a day, 5 pm to 8 pm. Selection is by a 20-minute demo class. Contact Mr. Sinha at 94311 22334 or e-mail us.</p>',
    },
  },
  {
    label: 'Tiffin delivery partner paid per day weekly to a bank account',
    fields: {
      Title: 'Delivery Partner - Bike',
      Type: 'Job',
      Company: 'Dabba Express',
      ApplyURL: 'https://dabbaexpress.in/partners/apply',
      City: 'Chennai',
      WorkType: 'On-site',
      Salary: '₹700 per day, paid weekly',
      Skills: '<p>Two-wheeler with valid licence, smartphone</p>',
      Description:
        '<p>Deliver home-cooked lunch boxes to offices in OMR and Guindy between 11 am and 3 pm. You earn ₹700 per day, paid weekly to your bank account, plus fuel allowance. There is no joining fee and we do not charge for the T-shirt or delivery bag.</p>',
    },
  },
  {
    label: 'Walk-in drive for a voice process with interview rounds',
    fields: {
      Title: 'Walk-in Drive - Customer Care Executive (Voice)',
      Type: 'Job',
      Company: 'Trident Contact Solutions',
      ApplyURL: 'https://tridentcontact.in/careers/walk-in-kolkata',
      City: 'Kolkata (Salt Lake Sector V)',
      WorkType: 'On-site',
      Experience: 'Freshers and experienced',
      Salary: '₹16,000 - ₹21,000 in hand',
      Skills: '<p>Fluent English and Hindi, Bengali a plus</p>',
      Description:
        '<p>Walk in between 10 am and 2 pm, Monday to Friday. Rounds: HR screening, a voice assessment and an operations interview, usually finished the same day. Carry two copies of your resume and a photo ID.</p>',
    },
  },
  {
    label: 'Marketing internship at a café chain with a monthly stipend',
    fields: {
      Title: 'Marketing Intern',
      Type: 'Internship',
      Company: 'Chai Chapter',
      ApplyURL: 'https://chaichapter.in/careers/marketing-intern',
      City: 'Ahmedabad',
      WorkType: 'Hybrid',
      Batch: '2025, 2026',
      Salary: '₹10,000 per month stipend',
      Skills: '<p>Instagram, Canva, writing in English and Gujarati</p>',
      Description:
        '<p>Help our 14 cafés with social posts, in-store offers and local collaborations. You will plan a content calendar and measure what works. Three months, with a certificate and a letter of recommendation.</p>',
    },
  },
  {
    label: 'Graduate engineer trainee with a salary in LPA',
    fields: {
      Title: 'Graduate Engineer Trainee - Mechanical',
      Type: 'Job',
      Company: 'Kaveri Auto Components',
      ApplyURL: 'https://kaveriauto.com/careers/get-mechanical-2025',
      City: 'Hosur',
      WorkType: 'On-site',
      Batch: '2024, 2025',
      Salary: '₹3.2 - 3.8 LPA',
      Degree: '<p>B.E / B.Tech Mechanical or Production</p>',
      Skills: '<p>GD&T basics, AutoCAD, willingness to work in shifts</p>',
      Description:
        '<p>Join our machining plant that makes brake and steering parts for two-wheeler makers. Trainees rotate through production, quality and maintenance for a year before confirmation. Company transport and subsidised canteen provided.</p>',
    },
  },
  {
    label: 'Hindi computer operator post at a trading firm that takes no fee',
    fields: {
      Title: 'कंप्यूटर ऑपरेटर',
      Type: 'Job',
      Company: 'श्री गणेश ट्रेडर्स',
      ApplyURL: 'mailto:ganeshtraders.kanpur@gmail.com',
      City: 'कानपुर',
      WorkType: 'ऑफिस से काम',
      Experience: '6 महीने का अनुभव हो तो अच्छा',
      Salary: '₹10,000 - ₹13,000 प्रति माह',
      Skills: '<p>हिंदी और अंग्रेज़ी टाइपिंग, टैली, एमएस एक्सेल</p>',
      Description:
        '<p>हमारी थोक दुकान के लिए कंप्यूटर ऑपरेटर चाहिए जो बिल बनाए और स्टॉक का हिसाब रखे। समय सुबह 10 बजे से शाम 7 बजे तक। नौकरी के लिए किसी भी प्रकार की फीस नहीं ली जाएगी। अपना बायोडाटा ईमेल करें या दुकान पर आकर मिलें।</p>',
    },
  },
  {
    label: 'Hinglish education telecaller with no fees and training by the company',
    fields: {
      Title: 'Telecaller (Hindi) - Education Counselling',
      Type: 'Job',
      Company: 'Padhai Plus',
      ApplyURL: 'https://padhaiplus.in/careers/telecaller-bhopal',
      City: 'Bhopal',
      WorkType: 'On-site',
      Experience: 'Freshers bhi apply kar sakte hain',
      Salary: '₹12,000 - ₹15,000 + incentive',
      Skills: '<p>Hindi mein achhi baat-cheet, basic computer</p>',
      Description:
        '<p>Students aur parents ko humare online courses ke baare mein call pe batana hai. Training company karegi, koi fees nahi lagti. Office MP Nagar mein hai, Sunday off. Interview ke liye resume ke saath aaiye.</p>',
    },
  },
  {
    label: 'Security guard with free uniform and PF',
    fields: {
      Title: 'Security Guard',
      Type: 'Job',
      Company: 'Sentinel Facility Services',
      ApplyURL: 'https://sentinelfacility.in/jobs/security-guard-faridabad',
      City: 'Faridabad',
      WorkType: 'On-site',
      Experience: '0-5 years',
      Salary: '₹15,500 per month + PF and ESI',
      Skills: '<p>10th pass, physically fit, Hindi</p>',
      Description:
        '<p>Guards needed for factories and residential societies in Faridabad, 12-hour shifts with weekly off. Uniform, shoes and torch are provided free. PSARA training is arranged and paid for by the company.</p>',
    },
  },
  {
    label: 'Junior SOC analyst in cybersecurity',
    fields: {
      Title: 'Junior SOC Analyst (Cybersecurity)',
      Type: 'Job',
      Company: 'Kavach Cyber Labs',
      ApplyURL: 'https://kavachcyber.com/careers/junior-soc-analyst',
      City: 'Bengaluru',
      WorkType: 'On-site',
      Experience: '0-1 years',
      Salary: '₹4.5 - 6 LPA',
      Skills: '<p>Networking, Linux, SIEM basics (Splunk or Wazuh), CompTIA Security+ a plus</p>',
      Description:
        '<p>Monitor alerts for our clients’ networks in a 24x7 security operations centre. You will triage alerts, investigate phishing e-mails and escalate incidents. We pay for one security certification in your first year.</p>',
    },
  },
  {
    label: 'Small finance bank deposits relationship officer',
    fields: {
      Title: 'Deposits Relationship Officer',
      Type: 'Job',
      Company: 'Narmada Small Finance Bank',
      ApplyURL: 'https://www.narmadasfb.in/careers/deposits-relationship-officer',
      City: 'Vadodara',
      WorkType: 'On-site',
      Experience: '0-2 years',
      Salary: '₹2.8 - 3.5 LPA + incentives',
      Degree: '<p>Any graduate</p>',
      Skills: '<p>Gujarati and Hindi, sales, customer service</p>',
      Description:
        '<p>Grow savings accounts, fixed deposits and recurring deposits at our Alkapuri branch. You will meet shopkeepers and families, open accounts and help them choose deposit schemes. Fixed salary plus monthly incentive.</p>',
    },
  },
  {
    label: 'Hospital patient registration desk executive',
    fields: {
      Title: 'Patient Registration Desk Executive',
      Type: 'Job',
      Company: 'Lifeline Multispeciality Hospital',
      ApplyURL: 'mailto:hr@lifelinehospitalngp.in',
      City: 'Nagpur',
      WorkType: 'On-site',
      Experience: '0-2 years',
      Salary: '₹13,000 - ₹16,000 per month',
      Skills: '<p>Hospital software, Marathi, Hindi and English, calm under pressure</p>',
      Description:
        '<p>Register new patients at the OPD desk, create their files in the hospital system, guide them to departments and collect consultation charges against receipts. Rotational shifts including nights.</p>',
    },
  },
  {
    label: 'Android developer maintaining a Compose UI kit',
    fields: {
      Title: 'Android Developer - UI Kit',
      Type: 'Job',
      Company: 'Pixelwala Apps',
      ApplyURL: 'https://pixelwala.dev/careers/android-ui-kit',
      City: 'Kochi',
      WorkType: 'Hybrid',
      Experience: '1-3 years',
      Salary: '₹8 - 12 LPA',
      Skills: '<p>Kotlin, Jetpack Compose, Gradle, Material 3</p>',
      Description:
        '<p>Build and maintain our Android UI kit, a Compose component library used by five of our apps. You will write components, previews and screenshot tests, and publish the kit to our internal Maven repository.</p>',
    },
  },
  {
    label: 'Hotel housekeeping with uniform and meals provided free',
    fields: {
      Title: 'Housekeeping Associate',
      Type: 'Job',
      Company: 'Sunbeam Lake Hotel',
      ApplyURL: 'https://sunbeamlakehotel.in/careers/housekeeping-associate',
      City: 'Udaipur',
      WorkType: 'On-site',
      Experience: 'Freshers welcome',
      Salary: '₹12,000 - ₹14,000 + service charge',
      Skills: '<p>Cleanliness, teamwork, basic Hindi</p>',
      Description:
        '<p>Keep our 60 rooms and public areas spotless. Uniform, staff meals and shared accommodation are provided free by the hotel. Six days a week with one weekly off.</p>',
    },
  },
  {
    label: 'Hindi grocery store assistant with a phone number and no fee',
    fields: {
      Title: 'स्टोर सहायक',
      Type: 'Job',
      Company: 'अन्नपूर्णा किराना मार्ट',
      ApplyURL: 'mailto:annapurnamart.indore@gmail.com',
      City: 'इंदौर',
      WorkType: 'दुकान पर',
      Experience: 'अनुभव जरूरी नहीं',
      Salary: '₹9,000 - ₹11,000 प्रति माह',
      Skills: '<p>ग्राहकों से अच्छा व्यवहार, हिसाब की समझ</p>',
      Description:
        '<p>हमारे किराना स्टोर के लिए सहायक चाहिए जो सामान रखे, ग्राहकों की मदद करे और होम डिलीवरी में साथ दे। समय सुबह 9 से रात 9, बीच में 2 घंटे का आराम। किसी भी प्रकार का शुल्क नहीं। संपर्क: 98260 45678</p>',
    },
  },
  {
    label: 'Hinglish field sales for two-wheeler loans with fixed pay and incentive',
    fields: {
      Title: 'Field Sales Executive - Two Wheeler Loans',
      Type: 'Job',
      Company: 'Gaadi Finserv',
      ApplyURL: 'https://gaadifinserv.in/careers/field-sales-jaipur',
      City: 'Jaipur',
      WorkType: 'Field',
      Experience: '0-2 saal',
      Salary: '₹15,000 fixed + incentive + petrol allowance',
      Skills: '<p>Bike aur licence, Hindi, logon se baat karna pasand ho</p>',
      Description:
        '<p>Dealers ke showroom pe customers ko two wheeler loan ke options samjhane hain aur unke documents collect karne hain. Loan approval humari credit team karti hai. Har mahine ki 7 tareekh ko salary bank account mein.</p>',
    },
  },
  {
    label: 'Refunds and chargebacks analyst at a UPI merchant app',
    fields: {
      Title: 'Refunds & Chargebacks Analyst',
      Type: 'Job',
      Company: 'Kiranapay',
      ApplyURL: 'https://jobs.kiranapay.com/refunds-chargebacks-analyst',
      City: 'Bengaluru',
      WorkType: 'On-site',
      Experience: '0-2 years',
      Salary: '₹4 - 5.5 LPA',
      Skills: '<p>MS Excel, SQL basics, attention to detail</p>',
      Description:
        '<p>Handle UPI refund requests and card chargebacks for small merchants on our app. You will raise disputes on the NPCI dispute system, match them with bank statements and keep merchants informed until the money is settled.</p>',
    },
  },
  {
    label: 'Payroll executive processing salaries, PF and TDS',
    fields: {
      Title: 'Payroll Executive',
      Type: 'Job',
      Company: 'Peoplewise HR Services',
      ApplyURL: 'mailto:talent@peoplewisehr.in',
      City: 'Chandigarh',
      WorkType: 'On-site',
      Experience: '1-2 years',
      Salary: '₹3 - 3.6 LPA',
      Degree: '<p>B.Com / MBA (HR or Finance)</p>',
      Skills: '<p>Payroll software, PF, ESI, TDS, Excel</p>',
      Description:
        '<p>Process monthly payroll for 2,000 employees of our client companies. You will compute salaries, deductions for PF, ESI and TDS, and file challans on time.</p>',
    },
  },
  {
    label: 'Credit card collections executive following fair practices',
    fields: {
      Title: 'Collections Executive - Credit Cards',
      Type: 'Job',
      Company: 'Axiom Credit Services',
      ApplyURL: 'https://axiomcredit.in/careers/collections-executive',
      City: 'Thane',
      WorkType: 'On-site',
      Experience: 'Freshers and 1 year experienced',
      Salary: '₹16,000 - ₹20,000 + incentive',
      Skills: '<p>Hindi, Marathi, English, negotiation</p>',
      Description:
        '<p>Call customers whose credit card payments are overdue and help them set up payment plans. All calls follow RBI’s fair practices code: no threats, no calls at odd hours. Customers pay only through the bank’s own channels, never to an agent.</p>',
    },
  },
  {
    label: 'Travel agency visa documentation executive where clients pay embassy fees to VFS',
    fields: {
      Title: 'Visa Documentation Executive',
      Type: 'Job',
      Company: 'Skyways Travel Desk',
      ApplyURL: 'mailto:careers@skywaystravel.in',
      City: 'Kochi',
      WorkType: 'On-site',
      Experience: '0-2 years',
      Salary: '₹15,000 - ₹20,000 per month',
      Skills: '<p>Malayalam and English, document checking, online forms</p>',
      Description:
        '<p>Help our clients prepare tourist and student visa applications for the UK, Schengen and Canada. You check documents, fill online forms and book appointments. Clients pay visa fees directly to the embassy or VFS, and you never handle cash.</p>',
    },
  },
  {
    label: 'Licensed recruiting agent for Qatar where the employer pays all costs',
    fields: {
      Title: 'Electrician - Qatar (Employer-Paid Visa)',
      Type: 'Job',
      Company: 'Malabar Gulf Recruiters (MEA Licence B-0123/KER/PER/1000+/5/9999/2019)',
      ApplyURL: 'https://malabargulfrecruiters.com/jobs/qatar-electrician-2025',
      Country: 'Qatar',
      City: 'Doha',
      Experience: '2+ years as an industrial electrician',
      Salary: 'QAR 1,800 - 2,200 per month + food and accommodation',
      Skills: '<p>ITI Electrician, wiring, panel work</p>',
      Description:
        '<p>Our client, a Doha contractor, needs electricians for a two-year contract. Interviews and a trade test are held in Kochi. Visa, ticket and recruitment costs are paid by the employer and candidates pay nothing. Registered on the eMigrate portal.</p>',
    },
  },
  {
    label: 'Edtech community manager running WhatsApp and Telegram groups',
    fields: {
      Title: 'Community Manager - Student Groups',
      Type: 'Job',
      Company: 'Shiksha Setu',
      ApplyURL: 'https://shikshasetu.in/careers/community-manager',
      City: 'Noida',
      WorkType: 'Hybrid',
      Experience: '1-2 years',
      Salary: '₹4 - 5 LPA',
      Skills:
        '<p>Community moderation, WhatsApp Communities, Telegram channels, Hindi and English</p>',
      Description:
        '<p>Run our WhatsApp communities and Telegram channels for 40,000 exam aspirants. You will post daily quizzes, answer doubts, remove spam and fake job messages, and report what students ask for most.</p>',
    },
  },
  {
    label: 'Social media executive sending WhatsApp Business broadcasts',
    fields: {
      Title: 'Social Media Executive',
      Type: 'Job',
      Company: 'Saree Sutra',
      ApplyURL: 'mailto:work@sareesutra.com',
      City: 'Surat',
      WorkType: 'On-site',
      Experience: '0-2 years',
      Salary: '₹14,000 - ₹20,000 per month',
      Skills: '<p>Instagram Reels, WhatsApp Business catalogue, Canva</p>',
      Description:
        '<p>Shoot and post reels of our new sarees, update the WhatsApp Business catalogue and send broadcast messages to regular buyers. You will also reply to customer DMs during store hours.</p>',
    },
  },
  {
    label: 'Diagnostics lab data entry operator with a walk-in interview',
    fields: {
      Title: 'Data Entry Operator - Medical Records',
      Type: 'Job',
      Company: 'Sanjeevani Diagnostics',
      ApplyURL: 'mailto:hr@sanjeevanidiagnostics.in',
      City: 'Aurangabad',
      WorkType: 'On-site',
      Experience: '0-1 years',
      Salary: '₹12,000 - ₹14,000 per month',
      Skills: '<p>Typing 30 wpm, MS Excel, Marathi and English</p>',
      Description:
        '<p>Enter patient details and test results into our lab system and print reports. This is an office job at our Jalna Road lab, not work from home. Walk-in interview on weekdays, 11 am to 1 pm. We do not charge any fee.</p>',
    },
  },
  {
    label: 'Remote chat support with a company laptop and no deposit',
    fields: {
      Title: 'Customer Support Executive (Remote, Chat)',
      Type: 'Job',
      Company: 'Zippcart',
      ApplyURL: 'https://zippcart.in/careers/remote-chat-support',
      Country: 'India',
      WorkType: 'Remote',
      Experience: '0-2 years',
      Salary: '₹2.6 - 3 LPA',
      Skills: '<p>Written English, typing 35 wpm, Zendesk or Freshdesk a plus</p>',
      Description:
        '<p>Answer customer chats about orders and returns from your home. We courier a company laptop and headset before your start date. There is no deposit and nothing to pay; the laptop is returned when you leave.</p>',
    },
  },
  {
    label: 'Retail banking apprentice with a stipend under NATS',
    fields: {
      Title: 'Apprentice - Retail Banking',
      Type: 'Internship',
      Company: 'Konkan Urban Bank',
      ApplyURL: 'https://www.konkanurbanbank.in/careers/apprentice-2025',
      City: 'Ratnagiri',
      WorkType: 'On-site',
      Batch: '2023, 2024, 2025',
      Salary: '₹12,000 per month stipend',
      Degree: '<p>Any graduate</p>',
      Skills: '<p>Marathi and English, basic computer</p>',
      Description:
        '<p>One-year apprenticeship at our branches under the National Apprenticeship Training Scheme. You will learn account opening, cash counter work and KYC checks. Register on the NATS portal and apply through our website.</p>',
    },
  },
  {
    label: 'CA firm articleship with a stipend',
    fields: {
      Title: 'Articled Assistant',
      Type: 'Internship',
      Company: 'S. Iyer & Co., Chartered Accountants',
      ApplyURL: 'mailto:articleship@siyerco.in',
      City: 'Coimbatore',
      WorkType: 'On-site',
      Experience: 'CA Intermediate (both groups or one group)',
      Salary: '₹8,000 - ₹10,000 per month stipend',
      Skills: '<p>Accounting, Tally, Excel, willingness to travel for audits</p>',
      Description:
        '<p>Three-year articleship with exposure to statutory audits, GST and income tax. Stipend as per ICAI norms, revised every year. We encourage study leave before exams.</p>',
    },
  },
  {
    label: 'Wipro national talent hunt on careers.wipro.com',
    fields: {
      Title: 'Wipro Elite National Talent Hunt - Project Engineer',
      Type: 'Job',
      Company: 'Wipro',
      ApplyURL: 'https://careers.wipro.com/elite',
      Country: 'India',
      Batch: '2025',
      Salary: '₹3.5 LPA',
      Degree: '<p>B.E / B.Tech / M.E / M.Tech, 60% in 10th, 12th and graduation</p>',
      Skills: '<p>Aptitude, programming in any language, written communication</p>',
      Description:
        '<p>Register on the Wipro careers site, take the online assessment and attend a technical and HR interview. Wipro does not charge any fee and does not recruit through agents who ask for money.</p>',
    },
  },
  {
    label: 'HDFC Bank relationship manager from its own careers site',
    fields: {
      Title: 'Relationship Manager - Branch Banking',
      Type: 'Job',
      Company: 'HDFC Bank',
      ApplyURL: 'https://www.hdfcbank.com/personal/about-us/careers/relationship-manager',
      City: 'Pune',
      WorkType: 'On-site',
      Experience: '1-4 years in banking or financial sales',
      Salary: '₹4 - 6.5 LPA',
      Degree: '<p>Graduate, MBA preferred</p>',
      Skills: '<p>Customer relationships, banking products, Marathi</p>',
      Description:
        '<p>Manage a portfolio of savings and current account customers at a Pune branch. You will deepen relationships through deposits, loans and insurance products and make sure customers are served well.</p>',
    },
  },
  {
    label: 'Accenture associate software engineer from accenture.com',
    fields: {
      Title: 'Associate Software Engineer',
      Type: 'Job',
      Company: 'Accenture',
      ApplyURL: 'https://www.accenture.com/in-en/careers/jobdetails?id=ATCI-4123456-S1789012_en',
      City: 'Bengaluru, Chennai, Hyderabad, Pune',
      Batch: '2025',
      Salary: '₹4.5 LPA',
      Degree: '<p>B.E, B.Tech, M.E, M.Tech, MCA</p>',
      Skills: '<p>Programming fundamentals, SQL, communication</p>',
      Description:
        '<p>Freshers join Accenture Technology after a cognitive and technical assessment, a coding round and a communication test. Accenture does not ask for money at any point in its recruitment process.</p>',
    },
  },
  {
    label: 'Flipkart supply chain internship from flipkartcareers.com',
    fields: {
      Title: 'Supply Chain Intern',
      Type: 'Internship',
      Company: 'Flipkart',
      ApplyURL: 'https://www.flipkartcareers.com/#!/joblist',
      City: 'Bengaluru',
      WorkType: 'On-site',
      Batch: '2026',
      Salary: 'Stipend as per company policy',
      Degree: '<p>MBA (Operations), first year</p>',
      Skills: '<p>Excel, SQL basics, problem solving</p>',
      Description:
        '<p>Eight-week summer internship with the supply chain team working on warehouse capacity planning. Interns present their project to the leadership team at the end.</p>',
    },
  },
  {
    label: 'IndiGo airport customer service from goindigo.in',
    fields: {
      Title: 'Customer Service Executive - Airport',
      Type: 'Job',
      Company: 'IndiGo',
      ApplyURL: 'https://www.goindigo.in/careers.html',
      City: 'Kolkata',
      WorkType: 'On-site',
      Batch: 'Graduates up to 27 years of age',
      Degree: '<p>Any graduate</p>',
      Skills: '<p>Spoken English and Hindi, customer handling, shift work</p>',
      Description:
        '<p>Check in passengers, handle boarding and help customers at the airport. Selection is through group discussion and interviews held at our office. IndiGo does not charge any fee for recruitment or training.</p>',
    },
  },
  {
    label: 'Gym trainer whose certification the gym sponsors',
    fields: {
      Title: 'Fitness Trainer',
      Type: 'Job',
      Company: 'IronPeak Gym',
      ApplyURL: 'mailto:ironpeak.dehradun@gmail.com',
      City: 'Dehradun',
      WorkType: 'On-site',
      Experience: '0-2 years',
      Salary: '₹14,000 - ₹20,000 + personal training share',
      Skills: '<p>Strength training, basic nutrition, people skills</p>',
      Description:
        '<p>Guide members on the floor during morning or evening shifts. If you are not yet certified, the gym sponsors your certification course after three months. Call 94120 55667 or mail us.</p>',
    },
  },
  {
    label: 'Diagnostic lab assistant handling sample registration and processing',
    fields: {
      Title: 'Lab Assistant (DMLT)',
      Type: 'Job',
      Company: 'Pragati Pathology Lab',
      ApplyURL: 'https://pragatipathlabs.in/careers/lab-assistant',
      City: 'Raipur',
      WorkType: 'On-site',
      Experience: '0-2 years',
      Salary: '₹11,000 - ₹15,000 per month',
      Degree: '<p>DMLT or B.Sc MLT</p>',
      Skills: '<p>Phlebotomy, sample handling, LIS entry</p>',
      Description:
        '<p>Collect blood samples, do sample registration in the lab system and prepare samples for processing. Morning shift from 7 am. Home collection visits are paid extra.</p>',
    },
  },
  {
    label: 'Hindi primary school teacher selected by written test and demo class',
    fields: {
      Title: 'प्राथमिक शिक्षक (हिंदी माध्यम)',
      Type: 'Job',
      Company: 'सरस्वती विद्या निकेतन',
      ApplyURL: 'mailto:svnvaranasi@gmail.com',
      City: 'वाराणसी',
      WorkType: 'स्कूल में',
      Experience: 'बी.एड. या डी.एल.एड.',
      Salary: '₹15,000 - ₹18,000 प्रति माह',
      Skills: '<p>हिंदी, गणित और पर्यावरण अध्ययन पढ़ाना</p>',
      Description:
        '<p>कक्षा 1 से 5 के लिए शिक्षक चाहिए। चयन लिखित परीक्षा और एक डेमो क्लास से होगा। आवेदन या चयन के लिए कोई शुल्क नहीं है। अपना बायोडाटा ईमेल करें।</p>',
    },
  },
  {
    label: 'Hinglish dhaba cook with free stay and food',
    fields: {
      Title: 'Cook aur Kitchen Helper',
      Type: 'Job',
      Company: 'Punjabi Tadka Dhaba',
      ApplyURL: 'mailto:punjabitadka.ldh@gmail.com',
      City: 'Ludhiana',
      WorkType: 'On-site',
      Experience: 'Tandoor ka 1 saal ka experience (cook ke liye)',
      Salary: 'Cook ₹18,000, helper ₹11,000, rehna aur khana free',
      Skills: '<p>Tandoor, dal makhani, safai</p>',
      Description:
        '<p>Highway pe humara dhaba 24 ghante khula rehta hai. Cook aur helper dono chahiye. Rehna aur khana free hai. Seedha aa jao ya 98140 12345 pe call karo, trial ke din ka bhi paisa milega.</p>',
    },
  },
  {
    label: 'Weekend event staff paid per day by bank transfer',
    fields: {
      Title: 'Event Staff (Weekends)',
      Type: 'Job',
      Company: 'Utsav Events',
      ApplyURL: 'https://utsavevents.co.in/join-our-crew',
      City: 'Ahmedabad',
      WorkType: 'On-site',
      Salary: '₹1,000 per day',
      Skills: '<p>Punctual, presentable, Gujarati or Hindi</p>',
      Description:
        '<p>Help at weddings and corporate events on weekends: guest desk, seating and coordination. You are paid ₹1,000 per day by bank transfer within seven days of the event. T-shirts are given by us.</p>',
    },
  },
  {
    label: 'ITI electrician apprentice with free PPE and uniform',
    fields: {
      Title: 'ITI Electrician Apprentice',
      Type: 'Internship',
      Company: 'Voltline Power Systems',
      ApplyURL: 'https://voltline.co.in/careers/iti-electrician-apprentice',
      City: 'Surat',
      WorkType: 'On-site',
      Batch: 'ITI 2024, 2025',
      Salary: '₹9,000 per month stipend',
      Skills: '<p>ITI Electrician, wiring diagrams, safety basics</p>',
      Description:
        '<p>One-year apprenticeship assembling LT panels in our Sachin GIDC factory. Safety shoes, PPE and uniform are given free. Canteen lunch at subsidised rates.</p>',
    },
  },
  {
    label: 'Hindi content writer paid per article by bank transfer',
    fields: {
      Title: 'Hindi Content Writer',
      Type: 'Job',
      Company: 'Khabar Junction',
      ApplyURL: 'https://khabarjunction.com/careers/hindi-content-writer',
      City: 'Noida',
      WorkType: 'Remote',
      Experience: '0-2 years',
      Salary: '₹400 per article',
      Skills: '<p>हिंदी लेखन, current affairs, WordPress</p>',
      Description:
        '<p>Write three to five explainers a day on news and government schemes in simple Hindi. Pay is ₹400 per article, paid monthly to your bank account with an invoice. A short writing test is part of selection.</p>',
    },
  },
  {
    label: 'Fraud risk analyst who studies fee scams and mule accounts',
    fields: {
      Title: 'Fraud Risk Analyst - UPI',
      Type: 'Job',
      Company: 'Trustline Payments',
      ApplyURL: 'https://trustlinepay.com/careers/fraud-risk-analyst',
      City: 'Gurugram',
      WorkType: 'Hybrid',
      Experience: '1-3 years',
      Salary: '₹8 - 12 LPA',
      Skills: '<p>SQL, Python, fraud rules, UPI flows</p>',
      Description:
        '<p>Find fraud patterns in UPI transactions: mule accounts, fake job offers that ask victims for a registration fee, and task scams that ask for recharges. You will write rules, review flagged UPI IDs and work with banks to block them.</p>',
    },
  },
  {
    label: 'Merchant onboarding for UPI QR soundboxes',
    fields: {
      Title: 'Field Executive - Merchant Onboarding (UPI QR)',
      Type: 'Job',
      Company: 'Dukaan QR',
      ApplyURL: 'https://dukaanqr.in/careers/merchant-onboarding-lucknow',
      City: 'Lucknow',
      WorkType: 'Field',
      Experience: '0-1 years',
      Salary: '₹15,000 fixed + ₹100 per activation',
      Skills: '<p>Hindi, smartphone, two-wheeler</p>',
      Description:
        '<p>Visit shops and sign them up for our UPI QR soundbox. You help with KYC, device activation and the first test payment. Petrol allowance is paid monthly with salary.</p>',
    },
  },
  {
    label: 'Export documentation executive handling LC processing',
    fields: {
      Title: 'Export Documentation Executive',
      Type: 'Job',
      Company: 'Coromandel Spices Exports',
      ApplyURL: 'mailto:hr@coromandelspices.com',
      City: 'Tuticorin',
      WorkType: 'On-site',
      Experience: '0-2 years',
      Salary: '₹2.4 - 3 LPA',
      Skills: '<p>Shipping bills, letters of credit, ICEGATE, Excel</p>',
      Description:
        '<p>Prepare invoices, packing lists and shipping bills for our spice exports, and submit LC documents to the bank for processing. You will coordinate with customs brokers and freight forwarders.</p>',
    },
  },
  {
    label: 'Pharmacy assistant with a registration number asked, no fee',
    fields: {
      Title: 'Pharmacy Assistant',
      Type: 'Job',
      Company: 'Janseva Medicals',
      ApplyURL: 'mailto:jansevamedicals.mdu@gmail.com',
      City: 'Madurai',
      WorkType: 'On-site',
      Experience: 'D.Pharm freshers',
      Salary: '₹12,000 - ₹15,000 per month',
      Degree: '<p>D.Pharm or B.Pharm with Pharmacy Council registration</p>',
      Skills: '<p>Tamil and English, medicine names, billing software</p>',
      Description:
        '<p>Dispense medicines against prescriptions, manage stock and billing at our store near the Government Rajaji Hospital. Please bring your pharmacist registration certificate to the interview. No charges of any kind for joining.</p>',
    },
  },
  {
    label: 'Salon assistant with a paid beauty training course',
    fields: {
      Title: 'Salon Assistant (Trainee)',
      Type: 'Job',
      Company: 'Glow Studio Unisex Salon',
      ApplyURL: 'https://glowstudiosalon.in/careers/salon-assistant-trainee',
      City: 'Vijayawada',
      WorkType: 'On-site',
      Experience: 'Freshers',
      Salary: '₹9,000 during training, ₹13,000 after',
      Skills: '<p>Interest in beauty and grooming, Telugu</p>',
      Description:
        '<p>Learn hair, skin and nail services in a three-month course at our academy while you work. The course is free for our trainees and you are paid during training. Kit and aprons are given by the salon.</p>',
    },
  },
  {
    label: 'Hinglish warehouse associate with direct pay into the bank and no agent',
    fields: {
      Title: 'Warehouse Associate - Picking & Packing',
      Type: 'Job',
      Company: 'Godaam Logistics',
      ApplyURL: 'https://godaamlogistics.in/jobs/warehouse-associate-bhiwandi',
      City: 'Bhiwandi',
      WorkType: 'On-site',
      Experience: 'Freshers chalega',
      Salary: '₹15,500 + overtime, PF aur ESI',
      Skills: '<p>10th pass, physically fit</p>',
      Description:
        '<p>Warehouse mein orders pick aur pack karne ka kaam, 9 ghante ki shift. Salary seedha bank account mein aati hai. Hum kisi agent ke through hiring nahi karte aur koi paisa nahi lete. Aadhaar aur bank passbook leke aaiye.</p>',
    },
  },
  {
    label: 'Nursing staff at a trust hospital with free hostel',
    fields: {
      Title: 'Staff Nurse',
      Type: 'Job',
      Company: 'Sri Sai Charitable Trust Hospital',
      ApplyURL: 'mailto:nursing@srisaitrusthospital.org',
      City: 'Guntur',
      WorkType: 'On-site',
      Experience: 'Freshers and experienced',
      Salary: '₹18,000 - ₹26,000 per month',
      Degree: '<p>GNM or B.Sc Nursing with state council registration</p>',
      Skills: '<p>Patient care, IV cannulation, Telugu and English</p>',
      Description:
        '<p>Staff nurses needed for wards and ICU in a 200-bed hospital. Hostel for women staff is free. Interviews on Tuesdays and Fridays at the nursing superintendent’s office.</p>',
    },
  },
  {
    label: 'Recruiter at a staffing firm warning candidates about fee scams',
    fields: {
      Title: 'Junior Recruiter',
      Type: 'Job',
      Company: 'Hirewell Staffing',
      ApplyURL: 'https://hirewellstaffing.in/careers/junior-recruiter',
      City: 'Hyderabad',
      WorkType: 'On-site',
      Experience: '0-1 years',
      Salary: '₹2.5 - 3.2 LPA + incentive',
      Skills: '<p>English and Telugu, LinkedIn, Naukri, phone screening</p>',
      Description:
        '<p>Source and screen candidates for our IT and BPO clients. Clients pay our fees; candidates never pay anything. Part of your job is to warn candidates about fake offers that ask for a registration fee or a security deposit.</p>',
    },
  },
  {
    label: 'Bike taxi captain paid per ride with weekly bank payouts',
    fields: {
      Title: 'Bike Taxi Captain',
      Type: 'Job',
      Company: 'Chalo Ride',
      ApplyURL: 'https://chaloride.in/captain/signup',
      City: 'Jaipur',
      WorkType: 'Flexible hours',
      Salary: '₹600 - ₹900 per day depending on rides',
      Skills: '<p>Bike with RC and insurance, licence, Android phone</p>',
      Description:
        '<p>Drive when you want and earn per ride. Earnings are paid every Monday to your bank account. There is no registration fee, and we do not charge for the helmet or the ID card.</p>',
    },
  },
  {
    label: 'Junior chartered accountant role at a fintech mentioning escrow and deposits',
    fields: {
      Title: 'Finance Executive - Escrow & Nodal Accounts',
      Type: 'Job',
      Company: 'Leaflend Fintech',
      ApplyURL: 'https://leaflend.in/careers/finance-executive-escrow',
      City: 'Mumbai',
      WorkType: 'On-site',
      Experience: 'CA Inter or 1 year in fintech finance',
      Salary: '₹5 - 7 LPA',
      Skills: '<p>Reconciliation, Excel, NEFT/RTGS, audit support</p>',
      Description:
        '<p>Reconcile our escrow and nodal accounts daily, track customer deposits and payouts, and support statutory audits. You will work closely with our partner banks and the compliance team.</p>',
    },
  },
  {
    label: 'Telugu-English voice process hiring through a walk-in at a real office',
    fields: {
      Title: 'Customer Service Associate - Telugu',
      Type: 'Job',
      Company: 'Vaani BPO Services',
      ApplyURL: 'mailto:walkin@vaanibpo.com',
      City: 'Visakhapatnam',
      WorkType: 'On-site',
      Experience: 'Freshers',
      Salary: '₹13,000 - ₹15,000 + night shift allowance',
      Skills: '<p>Telugu and basic English</p>',
      Description:
        '<p>Take inbound calls for a telecom client. Walk in at our Dwaraka Nagar office on any weekday from 10 am with your resume and Aadhaar. Rounds: HR, language check and a short operations interview.</p>',
    },
  },
];
